import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms).
// About (/aboutNav, /about and the home page's section): who we are, business facts, payment methods.
export default {
  hi: {
    'About us': 'हमारे बारे में',
    'Who we are, how to reach us, the payment methods we accept and where to follow us.':
      'हम कौन हैं, हमसे कैसे संपर्क करें, हम भुगतान के कौन-से तरीके लेते हैं और हमें कहाँ फ़ॉलो करें।',
    'Who We Are': 'हम कौन हैं',
    '{name} is a local car rental and tour company. We drive families to airports, weddings and weekend getaways, and take pilgrims on Ashtavinayak, Jyotirlinga and Char Dham yatras.':
      '{name} एक स्थानीय कार रेंटल और टूर कंपनी है। हम परिवारों को एयरपोर्ट, शादियों और वीकेंड की सैर पर ले जाते हैं, और श्रद्धालुओं को अष्टविनायक, ज्योतिर्लिंग और चार धाम की यात्रा कराते हैं।',
    'Every trip gets a clean, air-conditioned car and a careful driver who knows the road. We plan the halts, the darshan timings and the early starts, so all you have to do is enjoy the journey.':
      'हर यात्रा में साफ़-सुथरी एसी कार और रास्ता जानने वाला सावधान ड्राइवर। पड़ाव, दर्शन का समय और सुबह जल्दी निकलना, सब हम तय करते हैं, ताकि आप बस सफ़र का आनंद लें।',
    'Business information': 'व्यवसाय की जानकारी',
    'Business name': 'व्यवसाय का नाम',
    Address: 'पता',
    Phone: 'फ़ोन',
    'E-mail': 'ईमेल',
    'Payment Methods': 'भुगतान के तरीके',
    'Payment methods': 'भुगतान के तरीके',
    UPI: 'UPI',
    'Credit/Debit Cards': 'क्रेडिट/डेबिट कार्ड',
    'Net Banking': 'नेट बैंकिंग',
    'Cash on Pickup': 'पिकअप के समय नकद',
    'Follow Us': 'हमें फ़ॉलो करें',
    'Before you book, please read our terms: how bookings are confirmed, identity at pickup, changes and cancellation, luggage and safety on the road.':
      'बुक करने से पहले कृपया हमारी शर्तें पढ़ें: बुकिंग कैसे पक्की होती है, पिकअप के समय पहचान, बदलाव और रद्द करना, सामान और सफ़र में सुरक्षा।',
    'Read the Terms & Conditions': 'नियम और शर्तें पढ़ें',
  },
  mr: {
    'About us': 'आमच्याबद्दल',
    'Who we are, how to reach us, the payment methods we accept and where to follow us.':
      'आम्ही कोण आहोत, आमच्याशी संपर्क कसा साधावा, आम्ही कोणत्या पद्धतींनी पैसे स्वीकारतो आणि आम्हाला कुठे फॉलो करावे.',
    'Who We Are': 'आम्ही कोण आहोत',
    '{name} is a local car rental and tour company. We drive families to airports, weddings and weekend getaways, and take pilgrims on Ashtavinayak, Jyotirlinga and Char Dham yatras.':
      '{name} ही गाड्या भाड्याने देणारी आणि सहली आयोजित करणारी स्थानिक कंपनी आहे. आम्ही कुटुंबांना विमानतळ, लग्नसमारंभ आणि वीकेंडच्या सहलींना नेतो, आणि भाविकांना अष्टविनायक, ज्योतिर्लिंग आणि चार धाम यात्रा घडवतो.',
    'Every trip gets a clean, air-conditioned car and a careful driver who knows the road. We plan the halts, the darshan timings and the early starts, so all you have to do is enjoy the journey.':
      'प्रत्येक प्रवासाला स्वच्छ, वातानुकूलित गाडी आणि रस्ता माहीत असलेला काळजीपूर्वक गाडी चालवणारा चालक. थांबे, दर्शनाच्या वेळा आणि पहाटे लवकर निघणे, हे सगळे आम्ही ठरवतो, म्हणजे तुम्ही फक्त प्रवासाचा आनंद घ्या.',
    'Business information': 'व्यवसायाची माहिती',
    'Business name': 'व्यवसायाचे नाव',
    Address: 'पत्ता',
    Phone: 'फोन',
    'E-mail': 'ईमेल',
    'Payment Methods': 'पैसे भरण्याच्या पद्धती',
    'Payment methods': 'पैसे भरण्याच्या पद्धती',
    UPI: 'UPI',
    'Credit/Debit Cards': 'क्रेडिट/डेबिट कार्ड',
    'Net Banking': 'नेट बँकिंग',
    'Cash on Pickup': 'पिकअपच्या वेळी रोख',
    'Follow Us': 'आम्हाला फॉलो करा',
    'Before you book, please read our terms: how bookings are confirmed, identity at pickup, changes and cancellation, luggage and safety on the road.':
      'बुक करण्यापूर्वी कृपया आमच्या अटी वाचा: बुकिंग कसे निश्चित होते, पिकअपच्या वेळी ओळखपत्र, बदल आणि रद्द करणे, सामान आणि प्रवासातील सुरक्षितता.',
    'Read the Terms & Conditions': 'नियम व अटी वाचा',
  },
} satisfies Catalogue
