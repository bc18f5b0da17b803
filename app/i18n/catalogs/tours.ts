import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms).
// Our Services (/servicesNav and the home page's section): the tours' texts and pictures.
// The tours' names are in common.ts.
export default {
  hi: {
    'Tours and yatras': 'टूर और तीर्थयात्राएँ',
    'Char Dham, 12 Jyotirlinga, Ashtavinayak and Dev Darshan yatras, and trips to Saputara, Mahabaleshwar, Lonavala, Matheran and Satara, with a car and driver from your doorstep.':
      'चार धाम, 12 ज्योतिर्लिंग, अष्टविनायक और देव दर्शन यात्राएँ, और सापुतारा, महाबलेश्वर, लोनावला, माथेरान व सातारा की सैर, आपके घर से कार और ड्राइवर के साथ।',
    'Tours & yatras': 'टूर और तीर्थयात्राएँ',
    'Our Services': 'हमारी सेवाएँ',
    'Pilgrimages planned around darshan timings and getaways to the hills, with a driver who knows the way. Every tour starts at your doorstep.':
      'दर्शन के समय के हिसाब से तय तीर्थयात्राएँ और पहाड़ों की सैर, रास्ता जानने वाले ड्राइवर के साथ। हर टूर आपके घर से शुरू होता है।',
    'Book this tour': 'यह टूर बुक करें',
    'See all our tours': 'हमारे सभी टूर देखें',
    // Char Dham
    'The yatra of a lifetime to the four Himalayan abodes: Yamunotri, Gangotri, Kedarnath and Badrinath. We plan the days around road conditions and darshan timings, with a driver who knows the Garhwal hill roads. The last stretch to Kedarnath and Yamunotri is a trek, on foot, by pony or by palki, and the Uttarakhand yatra registration must be done before you set off.':
      'हिमालय के चार धामों की ज़िंदगी भर याद रहने वाली यात्रा: यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ। हम सड़कों के हाल और दर्शन के समय को देखकर दिन तय करते हैं, गढ़वाल की पहाड़ी सड़कों को अच्छी तरह जानने वाले ड्राइवर के साथ। केदारनाथ और यमुनोत्री का आख़िरी हिस्सा चढ़ाई का है, पैदल, घोड़े पर या पालकी में, और निकलने से पहले उत्तराखंड यात्रा पंजीकरण कराना ज़रूरी है।',
    'Starts and ends at Haridwar or Dehradun · 10–12 days · May to June and September to October':
      'हरिद्वार या देहरादून से शुरू और वहीं ख़त्म · 10–12 दिन · मई से जून और सितंबर से अक्टूबर',
    'A stone Himalayan shrine with saffron flags below snow-capped peaks, a mountain river beside the path':
      'बर्फ़ से ढकी चोटियों के नीचे भगवा झंडों वाला हिमालय का पत्थर का मंदिर, रास्ते के पास बहती पहाड़ी नदी',
    // 12 Jyotirlinga
    'Visit the twelve jyotirlingas of Lord Shiva in comfortable stages: begin close to home with Bhimashankar, Trimbakeshwar and Grishneshwar, then travel on to Ujjain and Omkareshwar, Somnath and Nageshwar, Kashi, Kedarnath, Deoghar, Srisailam and Rameswaram. We plan early starts for abhishek and aarti, and unhurried rest stops for elders.':
      'भगवान शिव के बारह ज्योतिर्लिंगों के दर्शन, आराम से पड़ाव-दर-पड़ाव: शुरुआत पास के भीमाशंकर, त्र्यंबकेश्वर और घृष्णेश्वर से, फिर आगे उज्जैन और ओंकारेश्वर, सोमनाथ और नागेश्वर, काशी, केदारनाथ, देवघर, श्रीशैलम और रामेश्वरम। अभिषेक और आरती के लिए हम सुबह जल्दी निकलने की योजना बनाते हैं, और बुज़ुर्गों के लिए आराम से रुकने के पड़ाव रखते हैं।',
    'Maharashtra circuit 4–5 days from Pune · longer routes planned on request · best October to March':
      'महाराष्ट्र के ज्योतिर्लिंग पुणे से 4–5 दिन · लंबे रूट माँगने पर तय किए जाते हैं · अक्टूबर से मार्च सबसे अच्छा',
    'A black stone Shiva lingam with marigold garland and a trishul, a temple spire and crescent moon behind':
      'गेंदे की माला और त्रिशूल के साथ काले पत्थर का शिवलिंग, पीछे मंदिर का शिखर और अर्धचंद्र',
    // Ashtavinayak
    'The eight swayambhu Ganesh temples of Maharashtra, in the traditional order: Morgaon, Siddhatek, Pali, Mahad, Theur, Lenyadri, Ozar and Ranjangaon, ending again at Morgaon. Our drivers know the temple timings and the quieter roads between them, so the yatra never feels rushed. Lenyadri is reached by a climb of about 300 steps.':
      'महाराष्ट्र के आठ स्वयंभू गणेश मंदिर, पारंपरिक क्रम में: मोरगाँव, सिद्धटेक, पाली, महड, थेऊर, लेण्याद्रि, ओझर और रांजणगाँव, और अंत में फिर मोरगाँव। हमारे ड्राइवर मंदिरों के समय और उनके बीच के शांत रास्ते जानते हैं, इसलिए यात्रा में कभी जल्दबाज़ी नहीं होती। लेण्याद्रि तक लगभग 300 सीढ़ियाँ चढ़नी पड़ती हैं।',
    'Pick-up from Pune or Mumbai · 2–3 days · all year, busiest around Sankashti and Ganesh Chaturthi':
      'पुणे या मुंबई से पिकअप · 2–3 दिन · पूरे साल, संकष्टी और गणेश चतुर्थी के आसपास सबसे ज़्यादा भीड़',
    'A Maharashtrian Ganesh temple with a tall stone deepmal lamp tower, saffron flags and a marigold toran':
      'ऊँची पत्थर की दीपमाला, भगवा झंडों और गेंदे के तोरण वाला महाराष्ट्र का गणेश मंदिर',
    // Dev Darshan
    'A darshan tour built around your family: Shirdi and Shani Shingnapur, Pandharpur, Tuljapur, Kolhapur’s Mahalakshmi, Jejuri, Alandi and Dehu, or any temple town you have in mind. Tell us the temples and your dates, and we plan the order, the halts and the early starts for aarti.':
      'आपके परिवार के हिसाब से बना दर्शन टूर: शिरडी और शनि शिंगणापुर, पंढरपुर, तुलजापुर, कोल्हापुर की महालक्ष्मी, जेजुरी, आळंदी और देहू, या आपके मन का कोई भी तीर्थ। हमें मंदिर और अपनी तारीख़ें बताइए; क्रम, पड़ाव और आरती के लिए सुबह जल्दी निकलने की योजना हम बनाएँगे।',
    'Day trips or 2–5 days · pick-up from your doorstep · all year': 'एक दिन की यात्रा या 2–5 दिन · आपके घर से पिकअप · पूरे साल',
    'A riverside temple town with temple spires, colourful houses, bathing ghats, boats and floating diyas':
      'नदी किनारे बसा तीर्थ नगर: मंदिरों के शिखर, रंग-बिरंगे घर, स्नान के घाट, नावें और पानी पर तैरते दीये',
    // Saputara
    'Gujarat’s best-loved hill station, on the Sahyadri crest just past Nashik. Go boating on Saputara Lake, watch the sun go down over the Dang forests from Sunset Point and see the Gira waterfalls near Waghai. Green and misty in the monsoon, cool and clear in winter.':
      'गुजरात का सबसे पसंदीदा हिल स्टेशन, नासिक से थोड़ा आगे सह्याद्रि की चोटी पर। सापुतारा झील में नौका विहार करें, सनसेट पॉइंट से डांग के जंगलों पर डूबता सूरज देखें और वघई के पास गिरा झरना देखें। मानसून में हरा-भरा और धुंध भरा, सर्दियों में ठंडा और साफ़।',
    'Pick-up from Pune, Mumbai or Nashik · 2–3 days · best July to February': 'पुणे, मुंबई या नासिक से पिकअप · 2–3 दिन · जुलाई से फ़रवरी सबसे अच्छा',
    'Canopied boats on Saputara Lake, green hills and a setting sun behind': 'सापुतारा झील में छतरी वाली नावें, पीछे हरी पहाड़ियाँ और डूबता सूरज',
    // Mahabaleshwar
    'The classic Sahyadri hill station, about 120 km from Pune. Look out over the deep valleys from Arthur’s Seat and Kate’s Point, go boating on Venna Lake and pick strawberries fresh from the fields. Add Panchgani’s Table Land and Pratapgad fort on the way.':
      'सह्याद्रि का जाना-माना हिल स्टेशन, पुणे से लगभग 120 किमी। आर्थर सीट और केट्स पॉइंट से गहरी घाटियों का नज़ारा लें, वेण्णा झील में नौका विहार करें और खेतों से ताज़ी स्ट्रॉबेरी तोड़ें। रास्ते में पांचगनी का टेबल लैंड और प्रतापगढ़ किला भी देख लें।',
    'Day trip or 2–3 days from Pune or Mumbai · best October to June · strawberries December to March':
      'पुणे या मुंबई से एक दिन या 2–3 दिन · अक्टूबर से जून सबसे अच्छा · स्ट्रॉबेरी दिसंबर से मार्च',
    'Rows of strawberry plants on red earth, a basket of strawberries and a railed valley viewpoint at sunset':
      'लाल मिट्टी पर स्ट्रॉबेरी के पौधों की कतारें, स्ट्रॉबेरी से भरी टोकरी और सूर्यास्त के समय रेलिंग वाला घाटी का व्यू पॉइंट',
    // Lonavala
    'The monsoon favourite on the old Bhor Ghat between Mumbai and Pune. Watch the clouds roll through the valley at Tiger’s Point, see the rock-cut Karla and Bhaja caves and Lohagad fort, and take home a box of chikki. From June to September every hillside runs with waterfalls.':
      'मुंबई और पुणे के बीच पुराने बोर घाट पर मानसून का सबसे पसंदीदा ठिकाना। टाइगर पॉइंट पर घाटी में तैरते बादल देखें, चट्टानों को काटकर बनी कार्ला और भाजा गुफाएँ और लोहगढ़ किला देखें, और घर के लिए चिक्की का डिब्बा ले जाएँ। जून से सितंबर तक हर पहाड़ी पर झरने बहते हैं।',
    'Day trip from Pune or Mumbai · best June to February': 'पुणे या मुंबई से एक दिन की यात्रा · जून से फ़रवरी सबसे अच्छा',
    'A train crossing a stone viaduct into a tunnel through green monsoon hills with waterfalls and rain':
      'बारिश और झरनों वाली मानसून की हरी पहाड़ियों में पत्थर के पुल से सुरंग में जाती ट्रेन',
    // Matheran
    'A car-free hill station on a forested ridge above Neral. We drive you to the Dasturi car park, or to Neral for the toy train, and you carry on by foot, horse or the toy train shuttle along red-earth paths to Panorama Point, Echo Point and Charlotte Lake. The toy train from Neral usually pauses in the heaviest monsoon months.':
      'नेरल के ऊपर जंगलों से ढकी पहाड़ी पर बसा, गाड़ियों से मुक्त हिल स्टेशन। हम आपको दस्तूरी कार पार्क तक, या टॉय ट्रेन के लिए नेरल तक ले जाते हैं, और वहाँ से आप पैदल, घोड़े पर या टॉय ट्रेन शटल से लाल मिट्टी के रास्तों पर पैनोरमा पॉइंट, इको पॉइंट और शार्लोट झील तक जाते हैं। नेरल से टॉय ट्रेन भारी बारिश के महीनों में आम तौर पर बंद रहती है।',
    'Day trip or overnight from Pune or Mumbai · best October to May': 'पुणे या मुंबई से एक दिन या एक रात की यात्रा · अक्टूबर से मई सबसे अच्छा',
    'The Matheran toy train with red coaches running along a red-earth ledge through a forest':
      'जंगल के बीच लाल मिट्टी के किनारे-किनारे चलती लाल डिब्बों वाली माथेरान टॉय ट्रेन',
    // Satara
    'Satara is the gateway to the Kaas Plateau, where the monsoon paints the hills pink, purple and yellow with wildflowers. Pair it with Thoseghar waterfall, the Chalkewadi windmills, Sajjangad and Ajinkyatara fort. Kaas entry is by timed pass in the flowering season, so book yours early.':
      'सातारा कास पठार का द्वार है, जहाँ मानसून में जंगली फूल पहाड़ियों को गुलाबी, बैंगनी और पीले रंग से रंग देते हैं। साथ में ठोसेघर झरना, चालकेवाडी की पवनचक्कियाँ, सज्जनगढ़ और अजिंक्यतारा किला भी देखें। फूलों के मौसम में कास में प्रवेश तय समय वाले पास से होता है, इसलिए अपना पास जल्दी बुक करें।',
    'Day trip or 2 days from Pune · Kaas blooms late August to early October': 'पुणे से एक दिन या 2 दिन · कास में फूल अगस्त के आख़िर से अक्टूबर की शुरुआत तक',
    'A hilltop fort above the Kaas Plateau carpeted with pink, purple and yellow wildflowers, windmills on the ridge':
      'गुलाबी, बैंगनी और पीले जंगली फूलों से ढके कास पठार के ऊपर पहाड़ी पर किला, चोटी पर पवनचक्कियाँ',
  },
  mr: {
    'Tours and yatras': 'सहली आणि यात्रा',
    'Char Dham, 12 Jyotirlinga, Ashtavinayak and Dev Darshan yatras, and trips to Saputara, Mahabaleshwar, Lonavala, Matheran and Satara, with a car and driver from your doorstep.':
      'चार धाम, १२ ज्योतिर्लिंग, अष्टविनायक आणि देवदर्शन यात्रा, तसेच सापुतारा, महाबळेश्वर, लोणावळा, माथेरान आणि सातारा सहली, तुमच्या दारापासून गाडी आणि चालकासह.',
    'Tours & yatras': 'सहली आणि यात्रा',
    'Our Services': 'आमच्या सेवा',
    'Pilgrimages planned around darshan timings and getaways to the hills, with a driver who knows the way. Every tour starts at your doorstep.':
      'दर्शनाच्या वेळा लक्षात घेऊन आखलेल्या तीर्थयात्रा आणि डोंगरदऱ्यांतल्या सहली, रस्ता माहीत असलेल्या चालकासोबत. प्रत्येक सहल तुमच्या दारापासून सुरू होते.',
    'Book this tour': 'ही सहल बुक करा',
    'See all our tours': 'आमच्या सर्व सहली पाहा',
    'The yatra of a lifetime to the four Himalayan abodes: Yamunotri, Gangotri, Kedarnath and Badrinath. We plan the days around road conditions and darshan timings, with a driver who knows the Garhwal hill roads. The last stretch to Kedarnath and Yamunotri is a trek, on foot, by pony or by palki, and the Uttarakhand yatra registration must be done before you set off.':
      'हिमालयातील चार धामांची आयुष्यभर लक्षात राहणारी यात्रा: यमुनोत्री, गंगोत्री, केदारनाथ आणि बद्रीनाथ. रस्त्यांची स्थिती आणि दर्शनाच्या वेळा पाहून आम्ही दिवसांचे नियोजन करतो, गढवालचे डोंगरी रस्ते नीट माहीत असलेल्या चालकासोबत. केदारनाथ आणि यमुनोत्रीचा शेवटचा टप्पा चढणीचा आहे, पायी, घोड्यावरून किंवा पालखीतून, आणि निघण्यापूर्वी उत्तराखंड यात्रा नोंदणी करणे आवश्यक आहे.',
    'Starts and ends at Haridwar or Dehradun · 10–12 days · May to June and September to October':
      'हरिद्वार किंवा डेहराडूनहून सुरुवात व तिथेच शेवट · १०–१२ दिवस · मे ते जून आणि सप्टेंबर ते ऑक्टोबर',
    'A stone Himalayan shrine with saffron flags below snow-capped peaks, a mountain river beside the path':
      'बर्फाच्छादित शिखरांखाली भगवे ध्वज असलेले हिमालयातील दगडी मंदिर, वाटेजवळून वाहणारी डोंगरी नदी',
    'Visit the twelve jyotirlingas of Lord Shiva in comfortable stages: begin close to home with Bhimashankar, Trimbakeshwar and Grishneshwar, then travel on to Ujjain and Omkareshwar, Somnath and Nageshwar, Kashi, Kedarnath, Deoghar, Srisailam and Rameswaram. We plan early starts for abhishek and aarti, and unhurried rest stops for elders.':
      'भगवान शंकराच्या बारा ज्योतिर्लिंगांचे दर्शन, आरामात टप्प्याटप्प्याने: सुरुवात जवळच्या भीमाशंकर, त्र्यंबकेश्वर आणि घृष्णेश्वरपासून, मग पुढे उज्जैन आणि ओंकारेश्वर, सोमनाथ आणि नागेश्वर, काशी, केदारनाथ, देवघर, श्रीशैलम आणि रामेश्वरम. अभिषेक आणि आरतीसाठी पहाटे लवकर निघण्याचे आणि ज्येष्ठांसाठी निवांत विश्रांतीचे थांबे आम्ही आखतो.',
    'Maharashtra circuit 4–5 days from Pune · longer routes planned on request · best October to March':
      'महाराष्ट्रातील ज्योतिर्लिंगे पुण्याहून ४–५ दिवस · लांबचे मार्ग विनंतीनुसार आखले जातात · ऑक्टोबर ते मार्च उत्तम',
    'A black stone Shiva lingam with marigold garland and a trishul, a temple spire and crescent moon behind':
      'झेंडूच्या माळेसह काळ्या दगडाचे शिवलिंग आणि त्रिशूळ, मागे मंदिराचा कळस आणि चंद्रकोर',
    'The eight swayambhu Ganesh temples of Maharashtra, in the traditional order: Morgaon, Siddhatek, Pali, Mahad, Theur, Lenyadri, Ozar and Ranjangaon, ending again at Morgaon. Our drivers know the temple timings and the quieter roads between them, so the yatra never feels rushed. Lenyadri is reached by a climb of about 300 steps.':
      'महाराष्ट्रातील आठ स्वयंभू गणपती मंदिरे, पारंपरिक क्रमाने: मोरगाव, सिद्धटेक, पाली, महड, थेऊर, लेण्याद्री, ओझर आणि रांजणगाव, आणि शेवटी पुन्हा मोरगाव. आमच्या चालकांना मंदिरांच्या वेळा आणि त्यांमधले शांत रस्ते माहीत आहेत, त्यामुळे यात्रेत कधीच घाई होत नाही. लेण्याद्रीला सुमारे ३०० पायऱ्या चढून जावे लागते.',
    'Pick-up from Pune or Mumbai · 2–3 days · all year, busiest around Sankashti and Ganesh Chaturthi':
      'पुणे किंवा मुंबईहून पिकअप · २–३ दिवस · वर्षभर, संकष्टी आणि गणेश चतुर्थीच्या सुमारास सर्वाधिक गर्दी',
    'A Maharashtrian Ganesh temple with a tall stone deepmal lamp tower, saffron flags and a marigold toran':
      'उंच दगडी दीपमाळ, भगवे ध्वज आणि झेंडूचे तोरण असलेले महाराष्ट्रातील गणपती मंदिर',
    'A darshan tour built around your family: Shirdi and Shani Shingnapur, Pandharpur, Tuljapur, Kolhapur’s Mahalakshmi, Jejuri, Alandi and Dehu, or any temple town you have in mind. Tell us the temples and your dates, and we plan the order, the halts and the early starts for aarti.':
      'तुमच्या कुटुंबानुसार आखलेली देवदर्शन सहल: शिर्डी आणि शनिशिंगणापूर, पंढरपूर, तुळजापूर, कोल्हापूरची महालक्ष्मी, जेजुरी, आळंदी आणि देहू, किंवा तुमच्या मनातले कोणतेही तीर्थक्षेत्र. मंदिरे आणि तारखा सांगा; क्रम, थांबे आणि आरतीसाठी पहाटे लवकर निघण्याचे नियोजन आम्ही करू.',
    'Day trips or 2–5 days · pick-up from your doorstep · all year': 'एक दिवसाची सहल किंवा २–५ दिवस · तुमच्या दारातून पिकअप · वर्षभर',
    'A riverside temple town with temple spires, colourful houses, bathing ghats, boats and floating diyas':
      'नदीकाठचे तीर्थक्षेत्र: मंदिरांचे कळस, रंगीबेरंगी घरे, स्नानाचे घाट, होड्या आणि पाण्यावर तरंगणारे दिवे',
    'Gujarat’s best-loved hill station, on the Sahyadri crest just past Nashik. Go boating on Saputara Lake, watch the sun go down over the Dang forests from Sunset Point and see the Gira waterfalls near Waghai. Green and misty in the monsoon, cool and clear in winter.':
      'गुजरातचे सर्वांत लाडके थंड हवेचे ठिकाण, नाशिकच्या थोडे पुढे सह्याद्रीच्या माथ्यावर. सापुतारा तलावात नौकाविहार करा, सनसेट पॉइंटवरून डांगच्या जंगलांवर मावळणारा सूर्य पाहा आणि वघईजवळचा गिरा धबधबा पाहा. पावसाळ्यात हिरवेगार आणि धुक्याने भरलेले, हिवाळ्यात थंड आणि निरभ्र.',
    'Pick-up from Pune, Mumbai or Nashik · 2–3 days · best July to February': 'पुणे, मुंबई किंवा नाशिकहून पिकअप · २–३ दिवस · जुलै ते फेब्रुवारी उत्तम',
    'Canopied boats on Saputara Lake, green hills and a setting sun behind': 'सापुतारा तलावातल्या छत असलेल्या होड्या, मागे हिरवे डोंगर आणि मावळतीचा सूर्य',
    'The classic Sahyadri hill station, about 120 km from Pune. Look out over the deep valleys from Arthur’s Seat and Kate’s Point, go boating on Venna Lake and pick strawberries fresh from the fields. Add Panchgani’s Table Land and Pratapgad fort on the way.':
      'सह्याद्रीतले सर्वांचे आवडते थंड हवेचे ठिकाण, पुण्याहून सुमारे १२० किमी. ऑर्थर सीट आणि केट्स पॉइंटवरून खोल दऱ्यांचे दृश्य पाहा, वेण्णा तलावात नौकाविहार करा आणि शेतातून ताजी स्ट्रॉबेरी तोडा. वाटेत पाचगणीचे टेबल लँड आणि प्रतापगड किल्लाही पाहा.',
    'Day trip or 2–3 days from Pune or Mumbai · best October to June · strawberries December to March':
      'पुणे किंवा मुंबईहून एक दिवस किंवा २–३ दिवस · ऑक्टोबर ते जून उत्तम · स्ट्रॉबेरी डिसेंबर ते मार्च',
    'Rows of strawberry plants on red earth, a basket of strawberries and a railed valley viewpoint at sunset':
      'लाल मातीत स्ट्रॉबेरीच्या रोपांच्या रांगा, स्ट्रॉबेरीने भरलेली टोपली आणि सूर्यास्ताच्या वेळी कठडा असलेला दरीचा पॉइंट',
    'The monsoon favourite on the old Bhor Ghat between Mumbai and Pune. Watch the clouds roll through the valley at Tiger’s Point, see the rock-cut Karla and Bhaja caves and Lohagad fort, and take home a box of chikki. From June to September every hillside runs with waterfalls.':
      'मुंबई-पुण्यामधल्या जुन्या बोरघाटावरचे पावसाळ्यातले सर्वांचे आवडते ठिकाण. टायगर पॉइंटवरून दरीतून वाहणारे ढग पाहा, कोरीव कार्ला आणि भाजे लेणी आणि लोहगड किल्ला पाहा, आणि घरी चिक्कीचा पुडा घेऊन जा. जून ते सप्टेंबर प्रत्येक डोंगरउतारावरून धबधबे कोसळतात.',
    'Day trip from Pune or Mumbai · best June to February': 'पुणे किंवा मुंबईहून एक दिवसाची सहल · जून ते फेब्रुवारी उत्तम',
    'A train crossing a stone viaduct into a tunnel through green monsoon hills with waterfalls and rain':
      'पाऊस आणि धबधब्यांनी भरलेल्या हिरव्या डोंगरांतून दगडी पुलावरून बोगद्यात शिरणारी रेल्वे',
    'A car-free hill station on a forested ridge above Neral. We drive you to the Dasturi car park, or to Neral for the toy train, and you carry on by foot, horse or the toy train shuttle along red-earth paths to Panorama Point, Echo Point and Charlotte Lake. The toy train from Neral usually pauses in the heaviest monsoon months.':
      'नेरळच्या वर जंगलाने वेढलेल्या डोंगरधारेवरचे, वाहनांना बंदी असलेले थंड हवेचे ठिकाण. आम्ही तुम्हाला दस्तुरी वाहनतळापर्यंत, किंवा टॉय ट्रेनसाठी नेरळपर्यंत नेतो, आणि तिथून तुम्ही पायी, घोड्यावरून किंवा टॉय ट्रेनच्या शटलने लाल मातीच्या वाटांनी पॅनोरमा पॉइंट, इको पॉइंट आणि शार्लोट तलावापर्यंत जाता. नेरळहून येणारी टॉय ट्रेन मुसळधार पावसाच्या महिन्यांत सहसा बंद असते.',
    'Day trip or overnight from Pune or Mumbai · best October to May': 'पुणे किंवा मुंबईहून एक दिवसाची किंवा मुक्कामी सहल · ऑक्टोबर ते मे उत्तम',
    'The Matheran toy train with red coaches running along a red-earth ledge through a forest': 'जंगलातून लाल मातीच्या कडेकडेने धावणारी लाल डब्यांची माथेरानची टॉय ट्रेन',
    'Satara is the gateway to the Kaas Plateau, where the monsoon paints the hills pink, purple and yellow with wildflowers. Pair it with Thoseghar waterfall, the Chalkewadi windmills, Sajjangad and Ajinkyatara fort. Kaas entry is by timed pass in the flowering season, so book yours early.':
      'सातारा हे कास पठाराचे प्रवेशद्वार, जिथे पावसाळ्यात रानफुले डोंगरांना गुलाबी, जांभळ्या आणि पिवळ्या रंगांनी रंगवतात. सोबत ठोसेघर धबधबा, चाळकेवाडीच्या पवनचक्क्या, सज्जनगड आणि अजिंक्यतारा किल्लाही पाहा. फुलांच्या हंगामात कासला ठरावीक वेळेच्या पासनेच प्रवेश मिळतो, त्यामुळे तुमचा पास लवकर बुक करा.',
    'Day trip or 2 days from Pune · Kaas blooms late August to early October': 'पुण्याहून एक दिवस किंवा २ दिवस · कासचा फुलांचा बहर ऑगस्टअखेर ते ऑक्टोबरच्या सुरुवातीपर्यंत',
    'A hilltop fort above the Kaas Plateau carpeted with pink, purple and yellow wildflowers, windmills on the ridge':
      'गुलाबी, जांभळ्या आणि पिवळ्या रानफुलांनी बहरलेल्या कास पठाराच्या वर डोंगरमाथ्यावरचा किल्ला, धारेवर पवनचक्क्या',
  },
} satisfies Catalogue
