import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms).
// Get In Touch (/contactNav, /contact and the home page's section): the form, its checks and the server's answers.
export default {
  hi: {
    'Contact us': 'हमसे संपर्क करें',
    'Call, WhatsApp, e-mail or write to us about a car, a tour or a group booking. We usually reply within a few hours.':
      'कार, टूर या ग्रुप बुकिंग के बारे में हमें कॉल, WhatsApp या ईमेल करें, या लिखें। हम आम तौर पर कुछ ही घंटों में जवाब देते हैं।',
    'Get In Touch': 'संपर्क करें',
    'A question about a trip, a group booking or a last-minute ride? Call, WhatsApp or write to us; we usually reply within a few hours.':
      'यात्रा, ग्रुप बुकिंग या आख़िरी समय की सवारी के बारे में कोई सवाल? हमें कॉल, WhatsApp करें या लिखें; हम आम तौर पर कुछ ही घंटों में जवाब देते हैं।',
    'Contact Information': 'संपर्क जानकारी',
    'Call us': 'हमें कॉल करें',
    'E-mail': 'ईमेल',
    Address: 'पता',
    // The form
    Name: 'नाम',
    Email: 'ईमेल',
    Phone: 'फ़ोन',
    Message: 'संदेश',
    'Leave this field empty': 'यह फ़ील्ड ख़ाली छोड़ें',
    'Sending...': 'भेज रहे हैं...',
    'SEND US': 'भेजें',
    'Please enter your name.': 'कृपया अपना नाम लिखें।',
    'Name can be at most 100 characters.': 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
    'Enter a valid email address.': 'सही ईमेल पता लिखें।',
    'Enter a valid phone number.': 'सही फ़ोन नंबर लिखें।',
    'Please write your message.': 'कृपया अपना संदेश लिखें।',
    'Message can be at most 2000 characters.': 'संदेश ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है।',
    // What the server answers
    'Thank you for reaching out! We will get back to you soon.': 'संपर्क करने के लिए धन्यवाद! हम जल्द ही आपको जवाब देंगे।',
    'Failed to send message. Please try again later.': 'संदेश नहीं भेजा जा सका। कृपया बाद में फिर कोशिश करें।',
    'You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.':
      'आपने थोड़े समय में कई संदेश भेजे हैं। कृपया 10 मिनट रुककर फिर कोशिश करें, या हमें कॉल करें।',
    'Send the form with POST.': 'फ़ॉर्म POST से भेजें।',
    'Your message is too long. Please shorten it and try again.': 'आपका संदेश बहुत लंबा है। कृपया इसे छोटा करके फिर कोशिश करें।',
    'The form could not be read. Please try again.': 'फ़ॉर्म पढ़ा नहीं जा सका। कृपया फिर कोशिश करें।',
    'Please correct the highlighted fields.': 'कृपया निशान लगे फ़ील्ड ठीक करें।',
  },
  mr: {
    'Contact us': 'आमच्याशी संपर्क साधा',
    'Call, WhatsApp, e-mail or write to us about a car, a tour or a group booking. We usually reply within a few hours.':
      'गाडी, सहल किंवा ग्रुप बुकिंगबद्दल आम्हाला फोन, WhatsApp किंवा ईमेल करा, किंवा लिहा. आम्ही सहसा काही तासांत उत्तर देतो.',
    'Get In Touch': 'संपर्क साधा',
    'A question about a trip, a group booking or a last-minute ride? Call, WhatsApp or write to us; we usually reply within a few hours.':
      'प्रवास, ग्रुप बुकिंग किंवा ऐन वेळच्या प्रवासाबद्दल काही प्रश्न? आम्हाला फोन, WhatsApp करा किंवा लिहा; आम्ही सहसा काही तासांत उत्तर देतो.',
    'Contact Information': 'संपर्क माहिती',
    'Call us': 'आम्हाला फोन करा',
    'E-mail': 'ईमेल',
    Address: 'पत्ता',
    Name: 'नाव',
    Email: 'ईमेल',
    Phone: 'फोन',
    Message: 'संदेश',
    'Leave this field empty': 'ही जागा रिकामी ठेवा',
    'Sending...': 'पाठवत आहोत...',
    'SEND US': 'पाठवा',
    'Please enter your name.': 'कृपया तुमचे नाव लिहा.',
    'Name can be at most 100 characters.': 'नाव जास्तीत जास्त १०० अक्षरांचे असू शकते.',
    'Enter a valid email address.': 'योग्य ईमेल पत्ता लिहा.',
    'Enter a valid phone number.': 'योग्य फोन नंबर लिहा.',
    'Please write your message.': 'कृपया तुमचा संदेश लिहा.',
    'Message can be at most 2000 characters.': 'संदेश जास्तीत जास्त २००० अक्षरांचा असू शकतो.',
    'Thank you for reaching out! We will get back to you soon.': 'संपर्क साधल्याबद्दल धन्यवाद! आम्ही लवकरच तुम्हाला उत्तर देऊ.',
    'Failed to send message. Please try again later.': 'संदेश पाठवता आला नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
    'You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.':
      'तुम्ही थोड्या वेळात अनेक संदेश पाठवले आहेत. कृपया १० मिनिटे थांबून पुन्हा प्रयत्न करा, किंवा आम्हाला फोन करा.',
    'Send the form with POST.': 'फॉर्म POST ने पाठवा.',
    'Your message is too long. Please shorten it and try again.': 'तुमचा संदेश खूप मोठा आहे. कृपया तो लहान करून पुन्हा प्रयत्न करा.',
    'The form could not be read. Please try again.': 'फॉर्म वाचता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    'Please correct the highlighted fields.': 'कृपया खूण केलेल्या जागा दुरुस्त करा.',
  },
} satisfies Catalogue
