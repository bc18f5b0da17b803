import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms).
// Customer Reviews (its page and the section on the home page) and the Feedback page.
export default {
  hi: {
    // Customer Reviews
    'Customer reviews': 'ग्राहकों की समीक्षाएँ',
    'What families, pilgrims and weekend travellers say about their trips with us.':
      'परिवार, तीर्थयात्री और वीकेंड पर घूमने वाले हमारे साथ अपनी यात्राओं के बारे में क्या कहते हैं।',
    'Customer reviews of {name}': '{name} के ग्राहकों की समीक्षाएँ',
    'Customer Reviews': 'ग्राहकों की समीक्षाएँ',
    'What travellers say after the journey.': 'यात्रा के बाद यात्री क्या कहते हैं।',
    'Loading reviews...': 'समीक्षाएँ लोड हो रही हैं...',
    'Read all the reviews': 'सभी समीक्षाएँ पढ़ें',
    'Show less': 'कम दिखाएँ',
    'Read more': 'और पढ़ें',
    Anonymous: 'अनाम',
    // Feedback
    'Feedback | Yatri': 'फ़ीडबैक | Yatri',
    'Tell us how your journey with us went.': 'हमें बताइए कि हमारे साथ आपकी यात्रा कैसी रही।',
    'We Value Your Feedback :)': 'आपका फ़ीडबैक हमारे लिए कीमती है :)',
    'Please log in to submit feedback': 'फ़ीडबैक देने के लिए कृपया लॉग इन करें',
    'Log in': 'लॉग इन',
    'Your profile picture': 'आपकी प्रोफ़ाइल फ़ोटो',
    'Namaste {name}! Tell us how your journey went. Your words appear in Customer Reviews for other travellers to read.':
      'नमस्ते {name}! बताइए आपकी यात्रा कैसी रही। आपके शब्द ग्राहकों की समीक्षाओं में दिखेंगे, ताकि दूसरे यात्री भी पढ़ सकें।',
    'Your feedback': 'आपका फ़ीडबैक',
    '{count} / {max} characters': '{count} / {max} अक्षर',
    Submit: 'भेजें',
    'Feedback cannot be empty!': 'फ़ीडबैक खाली नहीं हो सकता!',
    'Feedback can be at most {max} characters.': 'फ़ीडबैक में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं।',
    'You must be logged in to submit feedback.': 'फ़ीडबैक देने के लिए लॉग इन करना ज़रूरी है।',
    'Feedback submitted successfully!': 'फ़ीडबैक भेज दिया गया!',
    'Failed to submit feedback. Try again!': 'फ़ीडबैक नहीं भेजा जा सका। फिर से कोशिश करें!',
    'You have sent a lot of feedback in a short time. Please try again in a few minutes.': 'आपने कम समय में बहुत सारा फ़ीडबैक भेजा है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  mr: {
    // Customer Reviews
    'Customer reviews': 'ग्राहकांचे अभिप्राय',
    'What families, pilgrims and weekend travellers say about their trips with us.': 'कुटुंबे, यात्रेकरू आणि वीकेंडला फिरणारे प्रवासी आमच्यासोबतच्या प्रवासाबद्दल काय म्हणतात.',
    'Customer reviews of {name}': '{name} च्या ग्राहकांचे अभिप्राय',
    'Customer Reviews': 'ग्राहकांचे अभिप्राय',
    'What travellers say after the journey.': 'प्रवासानंतर प्रवासी काय म्हणतात.',
    'Loading reviews...': 'अभिप्राय लोड होत आहेत...',
    'Read all the reviews': 'सर्व अभिप्राय वाचा',
    'Show less': 'कमी दाखवा',
    'Read more': 'आणखी वाचा',
    Anonymous: 'अनामिक',
    // Feedback
    'Feedback | Yatri': 'अभिप्राय | Yatri',
    'Tell us how your journey with us went.': 'आमच्यासोबतचा तुमचा प्रवास कसा झाला ते आम्हाला सांगा.',
    'We Value Your Feedback :)': 'तुमचा अभिप्राय आमच्यासाठी मोलाचा आहे :)',
    'Please log in to submit feedback': 'अभिप्राय देण्यासाठी कृपया लॉग इन करा',
    'Log in': 'लॉग इन',
    'Your profile picture': 'तुमचा प्रोफाइल फोटो',
    'Namaste {name}! Tell us how your journey went. Your words appear in Customer Reviews for other travellers to read.':
      'नमस्कार {name}! तुमचा प्रवास कसा झाला ते सांगा. तुमचे शब्द ग्राहकांच्या अभिप्रायांमध्ये दिसतील आणि इतर प्रवाशांना वाचायला मिळतील.',
    'Your feedback': 'तुमचा अभिप्राय',
    '{count} / {max} characters': '{count} / {max} अक्षरे',
    Submit: 'पाठवा',
    'Feedback cannot be empty!': 'अभिप्राय रिकामा असू शकत नाही!',
    'Feedback can be at most {max} characters.': 'अभिप्राय जास्तीत जास्त {max} अक्षरांचा असू शकतो.',
    'You must be logged in to submit feedback.': 'अभिप्राय देण्यासाठी लॉग इन करणे आवश्यक आहे.',
    'Feedback submitted successfully!': 'अभिप्राय पाठवला!',
    'Failed to submit feedback. Try again!': 'अभिप्राय पाठवता आला नाही. पुन्हा प्रयत्न करा!',
    'You have sent a lot of feedback in a short time. Please try again in a few minutes.':
      'तुम्ही थोड्या वेळात खूप अभिप्राय पाठवले आहेत. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
  },
} satisfies Catalogue
