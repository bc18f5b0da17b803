import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms).
// The home page: its first block, the journeys carousel, its title, description and JSON-LD,
// and the two pages without sections (/NavComponent, /loading-page).
export default {
  hi: {
    'Car rental, cabs and tours': 'किराये पर कार, कैब और टूर',
    'Book a clean, air-conditioned car with a careful driver: airport runs, outstation trips, hill stations and yatras such as Ashtavinayak, Jyotirlinga and Char Dham. Cars from 5 to 12 seats.':
      'सावधानी से गाड़ी चलाने वाले ड्राइवर के साथ साफ़-सुथरी एसी कार बुक करें: एयरपोर्ट छोड़ना-लाना, आउटस्टेशन यात्राएँ, हिल स्टेशन और अष्टविनायक, ज्योतिर्लिंग व चार धाम जैसी तीर्थयात्राएँ। 5 से 12 सीटों वाली कारें।',
    // The tagline (configuration) and the JSON-LD description.
    'Wherever you go, We take you there <highlight>anytime, anywhere.</highlight>':
      'आप जहाँ भी जाएँ, हम आपको वहाँ ले चलते हैं, <highlight>कभी भी, कहीं भी।</highlight>',
    // Hero
    'Cabs · Outstation trips · Tours & yatras': 'कैब · आउटस्टेशन यात्राएँ · टूर और तीर्थयात्राएँ',
    'Clean, air-conditioned cars and careful, experienced drivers for airport runs, family weekends, weddings and pilgrimages. Tell us where and when; we take care of the road.':
      'एयरपोर्ट आने-जाने, परिवार के साथ वीकेंड, शादियों और तीर्थयात्राओं के लिए साफ़-सुथरी एसी कारें और सावधान, अनुभवी ड्राइवर। बस बताइए कहाँ और कब; रास्ते की फ़िक्र हम करेंगे।',
    'Explore our cars': 'हमारी कारें देखें',
    'Call {phone}': '{phone} पर कॉल करें',
    '{count} cars': '{count} कारें',
    '{min} to {max} seats': '{min} से {max} सीटें',
    '{count} tours': '{count} टूर',
    'hills & yatras': 'पहाड़ और तीर्थयात्राएँ',
    Doorstep: 'घर तक',
    'pickup & drop': 'पिकअप और ड्रॉप',
    'Ashtavinayak · Jyotirlinga · Char Dham': 'अष्टविनायक · ज्योतिर्लिंग · चार धाम',
    // Journeys carousel
    Journeys: 'सफ़र',
    'Where will you go next?': 'अगली बार कहाँ चलें?',
    'Sunrise highway drives, temple yatras and misty hill stations: we plan the road, you enjoy the view.':
      'सूर्योदय के समय हाईवे की सैर, मंदिरों की यात्राएँ और धुंध भरे हिल स्टेशन: रास्ता हम तय करते हैं, नज़ारों का मज़ा आप लीजिए।',
    'Book Your Car': 'अपनी कार बुक करें',
    carousel: 'स्लाइड शो',
    'Featured journeys': 'ख़ास सफ़र',
    slide: 'स्लाइड',
    '{number} of {count}': '{count} में से {number}',
    'Show slide {number}: {heading}': 'स्लाइड {number} दिखाएँ: {heading}',
    'Previous slide': 'पिछली स्लाइड',
    'Next slide': 'अगली स्लाइड',
    'A car with luggage on its roof driving along a winding highway through green hills at sunrise':
      'सूर्योदय के समय हरी पहाड़ियों के बीच घुमावदार हाईवे पर चलती कार, जिसकी छत पर सामान बँधा है',
    'Road trips, done right': 'रोड ट्रिप, जैसी होनी चाहिए',
    'Clean, air-conditioned cars and careful, experienced drivers, for a weekend away or a week on the highway.':
      'साफ़-सुथरी एसी कारें और सावधान, अनुभवी ड्राइवर, चाहे वीकेंड की सैर हो या हफ़्ते भर का हाईवे का सफ़र।',
    'Stone steps lined with lamps leading up to a temple with a tall spire, saffron flags and festive bunting':
      'दीयों से सजी पत्थर की सीढ़ियाँ, जो ऊँचे शिखर, भगवा झंडों और रंग-बिरंगी झंडियों वाले मंदिर तक जाती हैं',
    'Yatras, with care': 'तीर्थयात्राएँ, पूरी देखभाल के साथ',
    'Ashtavinayak, Jyotirlinga and Char Dham journeys planned around darshan timings, with drivers who know the way.':
      'दर्शन के समय के हिसाब से तय अष्टविनायक, ज्योतिर्लिंग और चार धाम यात्राएँ, रास्ता जानने वाले ड्राइवरों के साथ।',
    'Misty, flat-topped Western Ghats hills with a waterfall plunging from a green cliff into a stream':
      'धुंध में लिपटी, सपाट चोटियों वाली पश्चिमी घाट की पहाड़ियाँ, जहाँ हरी चट्टान से एक झरना नीचे धारा में गिर रहा है',
    'Into the Sahyadri hills': 'सह्याद्रि की पहाड़ियों में',
    'Mahabaleshwar, Lonavala, Matheran and Saputara: misty viewpoints and monsoon waterfalls, a short drive away.':
      'महाबलेश्वर, लोनावला, माथेरान और सापुतारा: धुंध भरे व्यू पॉइंट और मानसून के झरने, बस थोड़ी ही दूरी पर।',
    // /NavComponent and /loading-page
    Navigation: 'नेविगेशन',
    'The site navigation bar.': 'साइट का नेविगेशन बार।',
    '{name} navigation': '{name} नेविगेशन',
    Loading: 'लोड हो रहा है',
    // The car pages' title and description (app/domain/page-meta.ts); the car pages' own part should carry them too.
  },
  mr: {
    'Car rental, cabs and tours': 'भाड्याने गाडी, कॅब आणि सहली',
    'Book a clean, air-conditioned car with a careful driver: airport runs, outstation trips, hill stations and yatras such as Ashtavinayak, Jyotirlinga and Char Dham. Cars from 5 to 12 seats.':
      'काळजीपूर्वक गाडी चालवणाऱ्या चालकासह स्वच्छ, वातानुकूलित गाडी बुक करा: विमानतळावर ने-आण, बाहेरगावचे प्रवास, थंड हवेची ठिकाणे आणि अष्टविनायक, ज्योतिर्लिंग, चार धाम यांसारख्या यात्रा. ५ ते १२ आसनी गाड्या.',
    'Wherever you go, We take you there <highlight>anytime, anywhere.</highlight>':
      'तुम्ही कुठेही जा, आम्ही तुम्हाला तिथे पोहोचवतो, <highlight>कधीही, कुठेही.</highlight>',
    'Cabs · Outstation trips · Tours & yatras': 'कॅब · बाहेरगावचे प्रवास · सहली आणि यात्रा',
    'Clean, air-conditioned cars and careful, experienced drivers for airport runs, family weekends, weddings and pilgrimages. Tell us where and when; we take care of the road.':
      'विमानतळावर ने-आण, कुटुंबासोबतचे वीकेंड, लग्नसमारंभ आणि तीर्थयात्रांसाठी स्वच्छ, वातानुकूलित गाड्या आणि काळजीपूर्वक गाडी चालवणारे अनुभवी चालक. फक्त कुठे आणि कधी ते सांगा; रस्त्याची काळजी आम्ही घेऊ.',
    'Explore our cars': 'आमच्या गाड्या पाहा',
    'Call {phone}': '{phone} वर फोन करा',
    '{count} cars': '{count} गाड्या',
    '{min} to {max} seats': '{min} ते {max} आसने',
    '{count} tours': '{count} सहली',
    'hills & yatras': 'डोंगर आणि यात्रा',
    Doorstep: 'घरपोच',
    'pickup & drop': 'पिकअप आणि सोडणे',
    'Ashtavinayak · Jyotirlinga · Char Dham': 'अष्टविनायक · ज्योतिर्लिंग · चार धाम',
    Journeys: 'प्रवास',
    'Where will you go next?': 'पुढचा प्रवास कुठे?',
    'Sunrise highway drives, temple yatras and misty hill stations: we plan the road, you enjoy the view.':
      'सूर्योदयाच्या वेळी महामार्गावरचा प्रवास, देवदर्शनाच्या यात्रा आणि धुक्यातली थंड हवेची ठिकाणे: रस्त्याचे नियोजन आम्ही करतो, तुम्ही निसर्गाचा आनंद घ्या.',
    'Book Your Car': 'तुमची गाडी बुक करा',
    carousel: 'स्लाइड शो',
    'Featured journeys': 'खास प्रवास',
    slide: 'स्लाइड',
    '{number} of {count}': '{count} पैकी {number}',
    'Show slide {number}: {heading}': 'स्लाइड {number} दाखवा: {heading}',
    'Previous slide': 'मागील स्लाइड',
    'Next slide': 'पुढील स्लाइड',
    'A car with luggage on its roof driving along a winding highway through green hills at sunrise':
      'सूर्योदयाच्या वेळी हिरव्या डोंगरांतून वळणावळणाच्या महामार्गावरून जाणारी, टपावर सामान बांधलेली गाडी',
    'Road trips, done right': 'रोड ट्रिप, अगदी मनासारखी',
    'Clean, air-conditioned cars and careful, experienced drivers, for a weekend away or a week on the highway.':
      'स्वच्छ, वातानुकूलित गाड्या आणि काळजीपूर्वक गाडी चालवणारे अनुभवी चालक, वीकेंडच्या सहलीसाठी किंवा आठवडाभराच्या लांबच्या प्रवासासाठी.',
    'Stone steps lined with lamps leading up to a temple with a tall spire, saffron flags and festive bunting':
      'उंच कळस, भगवे ध्वज आणि रंगीत पताका असलेल्या मंदिराकडे जाणाऱ्या, दिव्यांनी सजलेल्या दगडी पायऱ्या',
    'Yatras, with care': 'यात्रा, मनापासून काळजी घेऊन',
    'Ashtavinayak, Jyotirlinga and Char Dham journeys planned around darshan timings, with drivers who know the way.':
      'दर्शनाच्या वेळा लक्षात घेऊन आखलेल्या अष्टविनायक, ज्योतिर्लिंग आणि चार धाम यात्रा, रस्ता माहीत असलेल्या चालकांसोबत.',
    'Misty, flat-topped Western Ghats hills with a waterfall plunging from a green cliff into a stream':
      'धुक्यात हरवलेले, सपाट माथ्याचे सह्याद्रीचे डोंगर; हिरव्या कड्यावरून ओढ्यात कोसळणारा धबधबा',
    'Into the Sahyadri hills': 'सह्याद्रीच्या कुशीत',
    'Mahabaleshwar, Lonavala, Matheran and Saputara: misty viewpoints and monsoon waterfalls, a short drive away.':
      'महाबळेश्वर, लोणावळा, माथेरान आणि सापुतारा: धुक्यातले पॉइंट आणि पावसाळ्यातले धबधबे, अगदी जवळच.',
    Navigation: 'नेव्हिगेशन',
    'The site navigation bar.': 'साइटचा नेव्हिगेशन बार.',
    '{name} navigation': '{name} नेव्हिगेशन',
    Loading: 'लोड होत आहे',
  },
} satisfies Catalogue
