import type { Catalogue } from '../catalogue'

// The terms and the privacy notice (app/catalog/legal.ts, one message per heading and per
// paragraph) and the legal pages' own words, by their English text. Written in plain
// Hindi and Marathi for the people who book with us, not word for word; the names of the
// account pages' buttons are given as those pages show them (docs/i18n-glossary.md).
export default {
  hi: {
    // The pages
    'Last updated <date>{date}</date>': 'आखिरी बार बदला गया: <date>{date}</date>',
    'On this page': 'इस पेज पर',
    'The terms for cars, cabs and tours booked with us: confirmation, identity at pickup, changes, luggage, safety and more.':
      'हमारे साथ बुक की गई कारों, कैब और टूर की शर्तें: बुकिंग की पुष्टि, पिकअप के समय पहचान, बदलाव, सामान, सुरक्षा और बहुत कुछ।',
    'Plain-English terms for every car, cab and tour you book with us.': 'हमारे साथ बुक की जाने वाली हर कार, कैब और टूर की शर्तें, आसान भाषा में।',
    'What personal data we keep, why, for how long, who sees it and how to have it deleted.':
      'हम कौन-सी निजी जानकारी रखते हैं, क्यों, कितने समय तक, उसे कौन देखता है और उसे कैसे हटवाया जा सकता है।',
    'What we keep about you, why, for how long, and how to have it deleted.': 'हम आपके बारे में क्या रखते हैं, क्यों, कितने समय तक, और उसे कैसे हटवाया जा सकता है।',
    // Terms & Conditions
    'About these terms': 'इन शर्तों के बारे में',
    'These terms apply to every car, cab and tour booked through this website or with us directly. “We” and “us” mean the travel business named on this website; “you” means the person making the booking and everyone travelling on it.':
      'ये शर्तें इस वेबसाइट से या सीधे हमारे साथ बुक की गई हर कार, कैब और टूर पर लागू होती हैं। “हम” और “हमारा” का मतलब इस वेबसाइट पर लिखा ट्रैवल व्यवसाय है; “आप” का मतलब बुकिंग करने वाला व्यक्ति और उस बुकिंग पर यात्रा करने वाले सभी लोग हैं।',
    'By confirming a booking you accept these terms on behalf of everyone in your group. If you book for someone else, please make sure they know them too.':
      'बुकिंग पक्की करके आप अपने समूह के सभी लोगों की ओर से ये शर्तें मानते हैं। अगर आप किसी और के लिए बुकिंग कर रहे हैं, तो कृपया उन्हें भी ये शर्तें बता दें।',
    'Bookings and confirmation': 'बुकिंग और उसकी पुष्टि',
    'A booking made on the website is a request until we confirm it. We confirm by phone, WhatsApp or e-mail, usually within a few hours, and tell you the driver’s name and the vehicle number before your pickup.':
      'वेबसाइट पर की गई बुकिंग तब तक एक अनुरोध है जब तक हम उसे पक्का न कर दें। हम फ़ोन, WhatsApp या ईमेल से बुकिंग पक्की करते हैं, आम तौर पर कुछ ही घंटों में, और पिकअप से पहले आपको ड्राइवर का नाम और गाड़ी का नंबर बता देते हैं।',
    'Please check the pickup place, date and time carefully. We plan the driver’s day around them, so a wrong address or time can make the car late or unavailable.':
      'कृपया पिकअप की जगह, तारीख और समय ध्यान से जाँच लें। ड्राइवर का पूरा दिन इन्हीं के हिसाब से तय होता है, इसलिए गलत पता या समय होने पर कार देर से पहुँच सकती है या उपलब्ध नहीं हो सकती।',
    'We send the car type you booked. If it becomes unavailable, for example after a breakdown, we will offer you a vehicle of the same size or larger, or let you cancel.':
      'आपने जिस प्रकार की कार बुक की है, हम वही भेजते हैं। अगर वह उपलब्ध न रहे, जैसे खराब हो जाने पर, तो हम आपको उतनी ही बड़ी या उससे बड़ी गाड़ी देंगे, या आप बुकिंग रद्द कर सकते हैं।',
    'Identity at pickup': 'पिकअप के समय पहचान',
    'We ask for the traveller’s Aadhaar number when you book. At pickup, the main traveller shows their original Aadhaar card (or the mAadhaar app) to the driver, so we know the car is going to the right person.':
      'बुकिंग करते समय हम यात्री का आधार नंबर पूछते हैं। पिकअप के समय मुख्य यात्री ड्राइवर को अपना असली आधार कार्ड (या mAadhaar ऐप) दिखाता है, ताकि हमें पता रहे कि कार सही व्यक्ति के पास जा रही है।',
    'The driver only looks at the card and hands it straight back; we do not photocopy or photograph it. If the details do not match the booking, the driver may decline the trip until we have spoken to you.':
      'ड्राइवर कार्ड को सिर्फ़ देखता है और तुरंत लौटा देता है; हम उसकी फ़ोटोकॉपी या फ़ोटो नहीं लेते। अगर जानकारी बुकिंग से मेल न खाए, तो हमारी आपसे बात होने तक ड्राइवर यात्रा शुरू करने से मना कर सकता है।',
    'Changes and cancellation': 'बदलाव और रद्द करना',
    'Plans change, and we understand. To change or cancel a booking, call or message us as early as you can, and in any case before the driver sets out for your pickup.':
      'योजनाएँ बदलती रहती हैं, हम समझते हैं। बुकिंग बदलनी या रद्द करनी हो, तो जितनी जल्दी हो सके हमें फ़ोन या संदेश करें, और हर हाल में ड्राइवर के आपके पिकअप के लिए निकलने से पहले।',
    'We will do our best to accommodate a new date, time, route or vehicle, subject to availability. The cancellation terms for your trip are as agreed at booking.':
      'नई तारीख, समय, रास्ता या गाड़ी देने की हम पूरी कोशिश करेंगे, जो उपलब्धता पर निर्भर है। आपकी यात्रा के रद्द करने के नियम वही हैं जो बुकिंग के समय तय हुए थे।',
    'If we ever have to cancel, we will tell you as early as possible and help you find another vehicle.':
      'अगर कभी हमें बुकिंग रद्द करनी पड़े, तो हम जितनी जल्दी हो सके आपको बताएँगे और दूसरी गाड़ी ढूँढने में आपकी मदद करेंगे।',
    'Waiting time': 'इंतज़ार का समय',
    'The driver arrives at the pickup point a few minutes before the booked time and waits for you. If you are running late, please call the driver or us so we can plan around it.':
      'ड्राइवर बुक किए गए समय से कुछ मिनट पहले पिकअप की जगह पर पहुँचता है और आपका इंतज़ार करता है। अगर आपको देर हो रही हो, तो कृपया ड्राइवर को या हमें फ़ोन कर दें, ताकि हम उसके हिसाब से योजना बना सकें।',
    'On local trips and transfers the driver may have another booking after yours, so a long delay can mean the car has to leave. For railway station and airport pickups we follow your train or flight and wait for a delayed arrival.':
      'लोकल यात्राओं और ट्रांसफ़र में ड्राइवर की आपके बाद कोई और बुकिंग हो सकती है, इसलिए ज़्यादा देर होने पर कार को जाना पड़ सकता है। रेलवे स्टेशन और एयरपोर्ट पिकअप में हम आपकी ट्रेन या फ़्लाइट पर नज़र रखते हैं और देर से आने पर भी इंतज़ार करते हैं।',
    Luggage: 'सामान',
    'Please carry only as much luggage as the car can hold safely with everyone seated. Tell us at booking if you have large bags, so we can send a vehicle with a roof carrier or more space.':
      'कृपया उतना ही सामान लाएँ जितना सबके बैठने के बाद कार में सुरक्षित रूप से आ सके। अगर आपके पास बड़े बैग हों, तो बुकिंग के समय बता दें, ताकि हम छत पर कैरियर वाली या ज़्यादा जगह वाली गाड़ी भेज सकें।',
    'Do not carry anything illegal, flammable or dangerous. Pets travel only if agreed at booking. Please keep valuables with you; check the car before you leave it, and call us at once if you have left something behind.':
      'कोई भी गैरकानूनी, ज्वलनशील या खतरनाक चीज़ साथ न रखें। पालतू जानवर तभी साथ जा सकते हैं जब बुकिंग के समय यह तय हुआ हो। कृपया कीमती सामान अपने पास रखें; कार से उतरने से पहले उसे एक बार देख लें, और अगर कुछ छूट जाए तो तुरंत हमें फ़ोन करें।',
    'Passenger conduct and safety': 'यात्रियों का व्यवहार और सुरक्षा',
    'No smoking, alcohol or drugs in the car, and please do not board under the influence. Everyone wears a seat belt, in front and in the back, as the law requires. For young children, please bring a child seat; the driver will help you fit it.':
      'कार में धूम्रपान, शराब या नशीले पदार्थ मना हैं, और कृपया नशे की हालत में गाड़ी में न बैठें। कानून के अनुसार आगे और पीछे, सभी लोग सीट बेल्ट लगाएँ। छोटे बच्चों के लिए कृपया चाइल्ड सीट साथ लाएँ; ड्राइवर उसे लगाने में मदद करेगा।',
    'The driver is responsible for safe driving and will not speed, overload the car or drive on a road they judge unsafe. Please do not ask them to. The driver may stop the trip if a passenger behaves in a way that puts anyone at risk.':
      'सुरक्षित गाड़ी चलाना ड्राइवर की ज़िम्मेदारी है। वह तेज़ रफ़्तार से गाड़ी नहीं चलाएगा, कार में क्षमता से ज़्यादा लोग या सामान नहीं भरेगा, और जिस सड़क को वह असुरक्षित समझे उस पर नहीं जाएगा। कृपया उससे ऐसा करने को न कहें। अगर कोई यात्री ऐसा व्यवहार करे जिससे किसी को खतरा हो, तो ड्राइवर यात्रा रोक सकता है।',
    'If passengers damage the car or soil it badly, we will ask the person who booked to cover the cost of the repair or cleaning.':
      'अगर यात्री कार को नुकसान पहुँचाएँ या उसे बहुत गंदा कर दें, तो मरम्मत या सफ़ाई का खर्च हम बुकिंग करने वाले व्यक्ति से माँगेंगे।',
    'Driver hours and night travel': 'ड्राइवर के काम के घंटे और रात का सफ़र',
    'Our drivers need proper rest to drive safely. On long journeys they take short breaks every few hours, and on multi-day trips they need a full night’s sleep; we plan the day’s driving with you to allow for this.':
      'सुरक्षित गाड़ी चलाने के लिए हमारे ड्राइवरों को पूरा आराम चाहिए। लंबे सफ़र में वे हर कुछ घंटों में थोड़ा रुकते हैं, और कई दिनों की यात्रा में उन्हें रात की पूरी नींद चाहिए; दिन भर का सफ़र हम आपके साथ मिलकर इसी हिसाब से तय करते हैं।',
    'We avoid long night drives on ghat and hill roads, and may decline them in heavy rain or fog. In some hill areas, including the Char Dham route in Uttarakhand, local rules stop vehicles from driving at night.':
      'घाट और पहाड़ी सड़कों पर हम रात में लंबा सफ़र करने से बचते हैं, और तेज़ बारिश या कोहरे में मना कर सकते हैं। कुछ पहाड़ी इलाकों में, जिनमें उत्तराखंड का चार धाम मार्ग भी है, स्थानीय नियमों के कारण रात में गाड़ियाँ नहीं चल सकतीं।',
    'Tolls, parking and permits': 'टोल, पार्किंग और परमिट',
    'Road tolls, parking, state entry permits and taxes, and the driver’s stay and meals on outstation trips are handled as agreed at booking. Please ask us if anything is unclear before you confirm.':
      'सड़क टोल, पार्किंग, राज्य में प्रवेश के परमिट और टैक्स, और बाहर की यात्राओं में ड्राइवर के रहने और खाने का इंतज़ाम वैसा ही होगा जैसा बुकिंग के समय तय हुआ था। अगर कुछ साफ़ न हो, तो बुकिंग पक्की करने से पहले हमसे पूछ लें।',
    'Entry passes for temples, parks, boating, the Kaas Plateau and similar places are not part of the car booking unless agreed at booking.':
      'मंदिरों, पार्कों, नौका विहार, कास पठार और ऐसी ही जगहों के प्रवेश पास कार बुकिंग में शामिल नहीं हैं, जब तक बुकिंग के समय यह तय न हुआ हो।',
    'Breakdowns and delays': 'गाड़ी खराब होना और देरी',
    'We service our vehicles regularly. If one breaks down, we will have it repaired on the spot or send a replacement as quickly as we reasonably can, and keep you informed.':
      'हम अपनी गाड़ियों की नियमित सर्विस कराते हैं। अगर कोई गाड़ी खराब हो जाए, तो हम उसे वहीं ठीक करवाएँगे या जितनी जल्दी हो सके दूसरी गाड़ी भेजेंगे, और आपको पूरी जानकारी देते रहेंगे।',
    'We are not responsible for delays caused by traffic, weather, landslides, road closures, strikes, government orders or other events outside our control, but we will always help you make the best of them. For trains and flights, please leave a sensible margin of time.':
      'ट्रैफ़िक, मौसम, भूस्खलन, सड़क बंद होने, हड़ताल, सरकारी आदेश या हमारे बस से बाहर की दूसरी घटनाओं से होने वाली देरी के लिए हम ज़िम्मेदार नहीं हैं, पर ऐसे में भी हम हमेशा आपकी पूरी मदद करेंगे। ट्रेन और फ़्लाइट के लिए कृपया समय का ठीक-ठाक अंतर रखें।',
    Liability: 'ज़िम्मेदारी',
    'Our vehicles carry the insurance required by the Motor Vehicles Act, and any claim after an accident is handled under that insurance.':
      'हमारी गाड़ियों का बीमा मोटर वाहन अधिनियम के अनुसार है, और दुर्घटना के बाद कोई भी दावा उसी बीमे के तहत निपटाया जाता है।',
    'We are responsible for providing the vehicle and driver as booked. We are not responsible for personal belongings left in the car, or for losses that arise from your own plans, such as missed connections, hotel bookings or darshan slots.':
      'बुकिंग के अनुसार गाड़ी और ड्राइवर देना हमारी ज़िम्मेदारी है। कार में छूटे निजी सामान के लिए, या आपकी अपनी योजनाओं से होने वाले नुकसान के लिए, जैसे छूटी हुई आगे की ट्रेन या फ़्लाइट, होटल बुकिंग या दर्शन का समय, हम ज़िम्मेदार नहीं हैं।',
    'Nothing in these terms takes away the rights you have as a consumer under Indian law.':
      'इन शर्तों में कुछ भी भारतीय कानून के तहत उपभोक्ता के रूप में आपके अधिकारों को कम नहीं करता।',
    'Your account': 'आपका खाता',
    'Keep your password to yourself and tell us straight away if you think someone else has used your account. Please keep your name, mobile number and address up to date on the Personal Info page.':
      'अपना पासवर्ड किसी को न बताएँ, और अगर आपको लगे कि किसी और ने आपका खाता इस्तेमाल किया है, तो तुरंत हमें बताएँ। कृपया अपना नाम, मोबाइल नंबर और पता “व्यक्तिगत जानकारी” पेज पर हमेशा सही रखें।',
    'Changes to these terms': 'इन शर्तों में बदलाव',
    'We may update these terms from time to time. The date at the top shows when they last changed. A booking is governed by the terms in force when it was confirmed.':
      'हम समय-समय पर इन शर्तों को बदल सकते हैं। ऊपर लिखी तारीख बताती है कि इन्हें आखिरी बार कब बदला गया। किसी बुकिंग पर वही शर्तें लागू होती हैं जो उसके पक्के होने के समय लागू थीं।',
    'Governing law': 'लागू कानून',
    'These terms are governed by the laws of India. Any dispute that we cannot settle by talking it through is subject to the jurisdiction of the courts at Pune, Maharashtra.':
      'ये शर्तें भारत के कानूनों के अधीन हैं। कोई भी विवाद जो हम आपस में बात करके न सुलझा सकें, पुणे, महाराष्ट्र की अदालतों के अधिकार क्षेत्र में होगा।',
    'Questions or complaints? Write to us at the e-mail address on the Contact page and we will reply as soon as we can.':
      'कोई सवाल या शिकायत है? “संपर्क” पेज पर दिए ईमेल पते पर हमें लिखें, हम जितनी जल्दी हो सके जवाब देंगे।',
    // Privacy Notice
    'Who we are': 'हम कौन हैं',
    'This notice explains what personal data the travel business named on this website keeps about you, why, for how long, and how to have it deleted. You can reach us at the e-mail address on the Contact page.':
      'यह सूचना बताती है कि इस वेबसाइट पर लिखा ट्रैवल व्यवसाय आपके बारे में कौन-सी निजी जानकारी रखता है, क्यों, कितने समय तक, और उसे कैसे हटवाया जा सकता है। आप “संपर्क” पेज पर दिए ईमेल पते पर हमसे संपर्क कर सकते हैं।',
    'What we keep': 'हम क्या रखते हैं',
    'Your account: name, e-mail address (and whether you have confirmed it), mobile number, address and PIN code. Your password is never stored as written; we keep only a one-way hash of it. If you sign in with Google, we receive your name and e-mail address from Google.':
      'आपका खाता: नाम, ईमेल पता (और यह कि आपने उसे पक्का किया है या नहीं), मोबाइल नंबर, पता और पिन कोड। आपका पासवर्ड कभी भी वैसे का वैसा नहीं रखा जाता; हम उसका केवल एक-तरफ़ा हैश रखते हैं। अगर आप Google से साइन इन करते हैं, तो Google से हमें आपका नाम और ईमेल पता मिलता है।',
    'Your Aadhaar number, if you enter it on your account or a booking. It is encrypted before it is stored, and after you enter it the website only ever shows it masked, as XXXX XXXX 1234, to you and to us.':
      'आपका आधार नंबर, अगर आप उसे अपने खाते में या बुकिंग में भरते हैं। रखने से पहले उसे एन्क्रिप्ट किया जाता है, और भरने के बाद वेबसाइट उसे आपको और हमें हमेशा छिपाकर ही दिखाती है, जैसे XXXX XXXX 1234।',
    'Your bookings: who is travelling and their mobile number, pickup and drop-off places, date, time, car type and the date you booked.':
      'आपकी बुकिंग: कौन यात्रा कर रहा है और उनका मोबाइल नंबर, पिकअप और ड्रॉप की जगहें, तारीख, समय, कार का प्रकार और बुकिंग की तारीख।',
    'Your feedback, which is shown on the website as a customer review under your name, and the messages you send through the contact form (name, e-mail, phone number and message).':
      'आपका फ़ीडबैक, जो वेबसाइट पर आपके नाम से ग्राहक समीक्षा के रूप में दिखाया जाता है, और संपर्क फ़ॉर्म से भेजे गए आपके संदेश (नाम, ईमेल, फ़ोन नंबर और संदेश)।',
    'Short-lived technical logs of requests to the website, used to keep it running and to stop abuse. They never contain your password or Aadhaar number.':
      'वेबसाइट पर आने वाले अनुरोधों के थोड़े समय के तकनीकी लॉग, जो वेबसाइट चलाने और दुरुपयोग रोकने के काम आते हैं। इनमें आपका पासवर्ड या आधार नंबर कभी नहीं होता।',
    'Why we keep it': 'हम इसे क्यों रखते हैं',
    'To take your bookings and carry them out: to confirm them, send the right car, and call you about your trip. The Aadhaar number is used only to check the traveller’s identity at pickup; we do not verify it with UIDAI or anyone else.':
      'आपकी बुकिंग लेने और पूरी करने के लिए: उसे पक्का करने, सही कार भेजने और आपकी यात्रा के बारे में आपको फ़ोन करने के लिए। आधार नंबर का इस्तेमाल केवल पिकअप के समय यात्री की पहचान जाँचने के लिए होता है; हम उसे UIDAI या किसी और से सत्यापित नहीं कराते।',
    'To show your booking history, publish your feedback as a review, answer your messages, keep the tax and accounting records the law requires, and keep the website secure.':
      'आपका बुकिंग इतिहास दिखाने, आपके फ़ीडबैक को समीक्षा के रूप में छापने, आपके संदेशों का जवाब देने, कानून के अनुसार टैक्स और हिसाब-किताब का रिकॉर्ड रखने, और वेबसाइट को सुरक्षित रखने के लिए।',
    'We do not use your data for advertising, and we do not send marketing messages.':
      'हम आपकी जानकारी का इस्तेमाल विज्ञापन के लिए नहीं करते, और मार्केटिंग संदेश नहीं भेजते।',
    'How long we keep it': 'हम इसे कितने समय तक रखते हैं',
    'Account details and feedback: until you delete your account.': 'खाते की जानकारी और फ़ीडबैक: जब तक आप अपना खाता नहीं हटाते।',
    'Bookings: for up to 8 years after the trip, for our tax and accounting records, or until you delete your account if that is sooner.':
      'बुकिंग: हमारे टैक्स और हिसाब-किताब के रिकॉर्ड के लिए यात्रा के बाद 8 साल तक, या अगर आप उससे पहले अपना खाता हटा दें तो तब तक।',
    'Contact messages: 2 years, then they are deleted.': 'संपर्क संदेश: 2 साल, फिर उन्हें हटा दिया जाता है।',
    'Technical logs: only for as long as needed to run and protect the website, normally a few weeks.':
      'तकनीकी लॉग: केवल उतने समय तक जितना वेबसाइट चलाने और उसकी सुरक्षा के लिए ज़रूरी हो, आम तौर पर कुछ हफ़्ते।',
    'Who sees it': 'इसे कौन देखता है',
    'The owner of the business, and the driver assigned to your trip, who needs the traveller’s name, mobile number and pickup details. Our hosting and e-mail providers store and deliver data on our behalf and may not use it for anything else.':
      'व्यवसाय का मालिक, और आपकी यात्रा के लिए तय ड्राइवर, जिसे यात्री का नाम, मोबाइल नंबर और पिकअप की जानकारी चाहिए। हमारी होस्टिंग और ईमेल सेवा देने वाली कंपनियाँ हमारी ओर से डेटा रखती और पहुँचाती हैं, और उसे किसी और काम में इस्तेमाल नहीं कर सकतीं।',
    'We never sell your data or share it with advertisers. We disclose it to authorities only when the law requires us to.':
      'हम आपका डेटा कभी नहीं बेचते और न ही विज्ञापन देने वालों को देते हैं। हम इसे अधिकारियों को केवल तभी बताते हैं जब कानून के अनुसार ऐसा करना ज़रूरी हो।',
    'Your rights: see, correct, download and delete your data': 'आपके अधिकार: अपना डेटा देखें, सुधारें, डाउनलोड करें और हटाएँ',
    'See: the Personal Info page shows the details we hold about you, and Booking History shows your bookings.':
      'देखें: “व्यक्तिगत जानकारी” पेज पर आपके बारे में हमारे पास रखी जानकारी दिखती है, और “बुकिंग इतिहास” में आपकी बुकिंग।',
    'Correct: use Edit details on the Personal Info page to change your name, mobile number, address and PIN code at any time.':
      'सुधारें: “व्यक्तिगत जानकारी” पेज पर “जानकारी बदलें” से आप कभी भी अपना नाम, मोबाइल नंबर, पता और पिन कोड बदल सकते हैं।',
    'Download: Download my data on the Personal Info page gives you a file (JSON) with your account details, your bookings and your feedback. The Aadhaar number in it is masked, as XXXX XXXX 1234.':
      'डाउनलोड करें: “व्यक्तिगत जानकारी” पेज पर “मेरा डेटा डाउनलोड करें” से आपको एक फ़ाइल (JSON) मिलती है, जिसमें आपके खाते की जानकारी, आपकी बुकिंग और आपका फ़ीडबैक होता है। उसमें आधार नंबर छिपा हुआ होता है, जैसे XXXX XXXX 1234।',
    'Delete: to delete everything, use Delete Account on the Personal Info page. This removes your account, bookings, feedback and sign-in sessions straight away. You can also write to us at the e-mail address on the Contact page and we will do it for you. Contact-form messages are not linked to your account; write to us if you want one deleted before the 2 years are up.':
      'हटाएँ: सब कुछ हटाने के लिए “व्यक्तिगत जानकारी” पेज पर “खाता हटाएँ” का इस्तेमाल करें। इससे आपका खाता, बुकिंग, फ़ीडबैक और साइन-इन सेशन तुरंत हट जाते हैं। आप “संपर्क” पेज पर दिए ईमेल पते पर हमें लिख भी सकते हैं, हम यह आपके लिए कर देंगे। संपर्क फ़ॉर्म के संदेश आपके खाते से जुड़े नहीं होते; अगर आप 2 साल पूरे होने से पहले कोई संदेश हटवाना चाहें, तो हमें लिखें।',
    'You also have the rights given by the Digital Personal Data Protection Act, 2023, including to ask what we hold, to correct it, to have it erased and to raise a grievance. Write to us at the e-mail address on the Contact page.':
      'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 से मिले अधिकार भी आपके पास हैं, जिनमें यह पूछना कि हमारे पास क्या है, उसे सुधरवाना, उसे मिटवाना और शिकायत दर्ज करना शामिल है। “संपर्क” पेज पर दिए ईमेल पते पर हमें लिखें।',
    Cookies: 'कुकी',
    'We only use the cookies needed to sign you in: a session cookie that keeps you logged in, set when you log in and removed when you log out or the session expires, and, while you sign in with Google, a short-lived security cookie for that step.':
      'हम केवल वही कुकी इस्तेमाल करते हैं जो आपको साइन इन कराने के लिए ज़रूरी हैं: एक सेशन कुकी जो आपको लॉग इन रखती है, जो लॉग इन करने पर बनती है और लॉग आउट करने या सेशन खत्म होने पर हट जाती है, और Google से साइन इन करते समय उस चरण के लिए थोड़े समय की एक सुरक्षा कुकी।',
    'There are no analytics, advertising or tracking cookies, and no third-party trackers. If you choose to sign in with Google, Google’s own privacy policy applies to that step.':
      'कोई एनालिटिक्स, विज्ञापन या ट्रैकिंग कुकी नहीं है, और कोई बाहरी ट्रैकर नहीं है। अगर आप Google से साइन इन करना चुनते हैं, तो उस चरण पर Google की अपनी गोपनीयता नीति लागू होती है।',
    Security: 'सुरक्षा',
    'Passwords are stored only as one-way hashes, and Aadhaar numbers are encrypted with a key kept separately from the database. Access to booking and customer data is limited to the owner’s account.':
      'पासवर्ड केवल एक-तरफ़ा हैश के रूप में रखे जाते हैं, और आधार नंबर एक ऐसी चाबी से एन्क्रिप्ट किए जाते हैं जो डेटाबेस से अलग रखी जाती है। बुकिंग और ग्राहकों की जानकारी तक केवल मालिक का खाता पहुँच सकता है।',
    'Changes to this notice': 'इस सूचना में बदलाव',
    'If we change how we use your data, we will update this notice and the date at the top. Please contact us with any questions.':
      'अगर हम आपकी जानकारी के इस्तेमाल का तरीका बदलते हैं, तो हम यह सूचना और ऊपर लिखी तारीख बदल देंगे। कोई भी सवाल हो तो कृपया हमसे संपर्क करें।',
  },
  mr: {
    // The pages
    'Last updated <date>{date}</date>': 'शेवटचा बदल: <date>{date}</date>',
    'On this page': 'या पानावर',
    'The terms for cars, cabs and tours booked with us: confirmation, identity at pickup, changes, luggage, safety and more.':
      'आमच्याकडे बुक केलेल्या गाड्या, कॅब आणि सहलींच्या अटी: निश्चिती, पिकअपच्या वेळी ओळख, बदल, सामान, सुरक्षितता आणि बरेच काही.',
    'Plain-English terms for every car, cab and tour you book with us.': 'आमच्याकडे बुक करता त्या प्रत्येक गाडी, कॅब आणि सहलीच्या अटी, सोप्या भाषेत.',
    'What personal data we keep, why, for how long, who sees it and how to have it deleted.':
      'आम्ही कोणती वैयक्तिक माहिती ठेवतो, का, किती काळ, ती कोण पाहते आणि ती कशी हटवता येते.',
    'What we keep about you, why, for how long, and how to have it deleted.': 'आम्ही तुमच्याबद्दल काय ठेवतो, का, किती काळ, आणि ते कसे हटवता येते.',
    // Terms & Conditions
    'About these terms': 'या अटींबद्दल',
    'These terms apply to every car, cab and tour booked through this website or with us directly. “We” and “us” mean the travel business named on this website; “you” means the person making the booking and everyone travelling on it.':
      'या वेबसाइटवरून किंवा थेट आमच्याकडे बुक केलेल्या प्रत्येक गाडी, कॅब आणि सहलीला या अटी लागू होतात. “आम्ही” आणि “आमचे” म्हणजे या वेबसाइटवर नाव असलेला प्रवास व्यवसाय; “तुम्ही” म्हणजे बुकिंग करणारी व्यक्ती आणि त्या बुकिंगवर प्रवास करणारे सर्वजण.',
    'By confirming a booking you accept these terms on behalf of everyone in your group. If you book for someone else, please make sure they know them too.':
      'बुकिंग निश्चित करून तुम्ही तुमच्या गटातील सर्वांच्या वतीने या अटी मान्य करता. तुम्ही दुसऱ्या कोणासाठी बुकिंग करत असाल, तर कृपया त्यांनाही या अटी सांगा.',
    'Bookings and confirmation': 'बुकिंग आणि निश्चिती',
    'A booking made on the website is a request until we confirm it. We confirm by phone, WhatsApp or e-mail, usually within a few hours, and tell you the driver’s name and the vehicle number before your pickup.':
      'वेबसाइटवर केलेले बुकिंग आम्ही निश्चित करेपर्यंत केवळ एक विनंती असते. आम्ही फोन, WhatsApp किंवा ईमेलने बुकिंग निश्चित करतो, साधारणपणे काही तासांत, आणि पिकअपपूर्वी तुम्हाला चालकाचे नाव आणि गाडीचा नंबर कळवतो.',
    'Please check the pickup place, date and time carefully. We plan the driver’s day around them, so a wrong address or time can make the car late or unavailable.':
      'कृपया पिकअपचे ठिकाण, तारीख आणि वेळ नीट तपासा. चालकाचा संपूर्ण दिवस त्यानुसार ठरतो, त्यामुळे चुकीचा पत्ता किंवा वेळ असल्यास गाडी उशिरा येऊ शकते किंवा उपलब्ध नसू शकते.',
    'We send the car type you booked. If it becomes unavailable, for example after a breakdown, we will offer you a vehicle of the same size or larger, or let you cancel.':
      'तुम्ही ज्या प्रकारची गाडी बुक केली आहे, तीच आम्ही पाठवतो. ती उपलब्ध राहिली नाही, उदाहरणार्थ बिघडल्यामुळे, तर आम्ही तेवढ्याच आकाराची किंवा मोठी गाडी देऊ, किंवा तुम्ही बुकिंग रद्द करू शकता.',
    'Identity at pickup': 'पिकअपच्या वेळी ओळख',
    'We ask for the traveller’s Aadhaar number when you book. At pickup, the main traveller shows their original Aadhaar card (or the mAadhaar app) to the driver, so we know the car is going to the right person.':
      'बुकिंग करताना आम्ही प्रवाशाचा आधार नंबर विचारतो. पिकअपच्या वेळी मुख्य प्रवासी चालकाला आपले मूळ आधार कार्ड (किंवा mAadhaar ॲप) दाखवतो, म्हणजे गाडी योग्य व्यक्तीकडे जात आहे याची आम्हाला खात्री होते.',
    'The driver only looks at the card and hands it straight back; we do not photocopy or photograph it. If the details do not match the booking, the driver may decline the trip until we have spoken to you.':
      'चालक कार्ड फक्त पाहतो आणि लगेच परत देतो; आम्ही त्याची झेरॉक्स किंवा फोटो घेत नाही. माहिती बुकिंगशी जुळत नसेल, तर आमचे तुमच्याशी बोलणे होईपर्यंत चालक प्रवास सुरू करण्यास नकार देऊ शकतो.',
    'Changes and cancellation': 'बदल आणि रद्द करणे',
    'Plans change, and we understand. To change or cancel a booking, call or message us as early as you can, and in any case before the driver sets out for your pickup.':
      'बेत बदलतात, हे आम्ही समजतो. बुकिंग बदलायचे किंवा रद्द करायचे असल्यास शक्य तितक्या लवकर आम्हाला फोन किंवा संदेश करा, आणि काहीही झाले तरी चालक तुमच्या पिकअपसाठी निघण्यापूर्वी करा.',
    'We will do our best to accommodate a new date, time, route or vehicle, subject to availability. The cancellation terms for your trip are as agreed at booking.':
      'नवीन तारीख, वेळ, मार्ग किंवा गाडी देण्याचा आम्ही पूर्ण प्रयत्न करू, पण ते उपलब्धतेवर अवलंबून आहे. तुमच्या प्रवासाच्या रद्द करण्याच्या अटी बुकिंगच्या वेळी ठरल्याप्रमाणेच असतील.',
    'If we ever have to cancel, we will tell you as early as possible and help you find another vehicle.':
      'आम्हाला कधी बुकिंग रद्द करावे लागले, तर आम्ही शक्य तितक्या लवकर तुम्हाला कळवू आणि दुसरी गाडी शोधण्यात मदत करू.',
    'Waiting time': 'थांबण्याची वेळ',
    'The driver arrives at the pickup point a few minutes before the booked time and waits for you. If you are running late, please call the driver or us so we can plan around it.':
      'चालक बुक केलेल्या वेळेच्या काही मिनिटे आधी पिकअपच्या ठिकाणी पोहोचतो आणि तुमची वाट पाहतो. तुम्हाला उशीर होत असेल, तर कृपया चालकाला किंवा आम्हाला फोन करा, म्हणजे आम्ही त्यानुसार नियोजन करू शकू.',
    'On local trips and transfers the driver may have another booking after yours, so a long delay can mean the car has to leave. For railway station and airport pickups we follow your train or flight and wait for a delayed arrival.':
      'स्थानिक प्रवासात आणि ट्रान्सफरमध्ये तुमच्यानंतर चालकाचे दुसरे बुकिंग असू शकते, त्यामुळे खूप उशीर झाल्यास गाडीला निघावे लागू शकते. रेल्वे स्टेशन आणि विमानतळावरील पिकअपसाठी आम्ही तुमच्या रेल्वेची किंवा विमानाची स्थिती पाहत असतो आणि ते उशिरा आले तरी वाट पाहतो.',
    Luggage: 'सामान',
    'Please carry only as much luggage as the car can hold safely with everyone seated. Tell us at booking if you have large bags, so we can send a vehicle with a roof carrier or more space.':
      'सर्वजण बसल्यानंतर गाडीत सुरक्षितपणे मावेल इतकेच सामान आणा. तुमच्याकडे मोठ्या बॅगा असतील, तर बुकिंग करतानाच सांगा, म्हणजे आम्ही टपावर कॅरियर असलेली किंवा जास्त जागा असलेली गाडी पाठवू.',
    'Do not carry anything illegal, flammable or dangerous. Pets travel only if agreed at booking. Please keep valuables with you; check the car before you leave it, and call us at once if you have left something behind.':
      'बेकायदेशीर, ज्वलनशील किंवा धोकादायक काहीही सोबत आणू नका. पाळीव प्राणी बुकिंगच्या वेळी ठरले असेल तरच सोबत येऊ शकतात. मौल्यवान वस्तू स्वतःजवळ ठेवा; गाडीतून उतरण्यापूर्वी एकदा पाहून घ्या, आणि काही राहून गेले तर लगेच आम्हाला फोन करा.',
    'Passenger conduct and safety': 'प्रवाशांचे वर्तन आणि सुरक्षितता',
    'No smoking, alcohol or drugs in the car, and please do not board under the influence. Everyone wears a seat belt, in front and in the back, as the law requires. For young children, please bring a child seat; the driver will help you fit it.':
      'गाडीत धूम्रपान, दारू किंवा अमली पदार्थांना मनाई आहे, आणि कृपया नशेत गाडीत बसू नका. कायद्यानुसार पुढे आणि मागे सर्वांनी सीट बेल्ट लावावा. लहान मुलांसाठी कृपया चाइल्ड सीट सोबत आणा; चालक ती बसवायला मदत करेल.',
    'The driver is responsible for safe driving and will not speed, overload the car or drive on a road they judge unsafe. Please do not ask them to. The driver may stop the trip if a passenger behaves in a way that puts anyone at risk.':
      'सुरक्षित गाडी चालवणे ही चालकाची जबाबदारी आहे. तो वेगमर्यादा ओलांडणार नाही, गाडीत क्षमतेपेक्षा जास्त भार भरणार नाही, आणि त्याला असुरक्षित वाटणाऱ्या रस्त्यावरून गाडी नेणार नाही. कृपया त्याला तसे करायला सांगू नका. एखाद्या प्रवाशाच्या वागण्यामुळे कोणालाही धोका निर्माण झाला, तर चालक प्रवास थांबवू शकतो.',
    'If passengers damage the car or soil it badly, we will ask the person who booked to cover the cost of the repair or cleaning.':
      'प्रवाशांनी गाडीचे नुकसान केले किंवा ती खूप खराब केली, तर दुरुस्तीचा किंवा स्वच्छतेचा खर्च आम्ही बुकिंग करणाऱ्या व्यक्तीकडून मागू.',
    'Driver hours and night travel': 'चालकाचे कामाचे तास आणि रात्रीचा प्रवास',
    'Our drivers need proper rest to drive safely. On long journeys they take short breaks every few hours, and on multi-day trips they need a full night’s sleep; we plan the day’s driving with you to allow for this.':
      'सुरक्षितपणे गाडी चालवण्यासाठी आमच्या चालकांना पुरेशी विश्रांती लागते. लांबच्या प्रवासात ते दर काही तासांनी थोडा वेळ थांबतात, आणि अनेक दिवसांच्या प्रवासात त्यांना रात्रीची पूर्ण झोप लागते; त्यानुसार दिवसभराचा प्रवास आम्ही तुमच्यासोबत ठरवतो.',
    'We avoid long night drives on ghat and hill roads, and may decline them in heavy rain or fog. In some hill areas, including the Char Dham route in Uttarakhand, local rules stop vehicles from driving at night.':
      'घाट आणि डोंगराळ रस्त्यांवर आम्ही रात्रीचा लांब प्रवास टाळतो, आणि मुसळधार पाऊस किंवा धुक्यात नकार देऊ शकतो. उत्तराखंडातील चार धाम मार्गासह काही डोंगराळ भागांत स्थानिक नियमांमुळे रात्री गाड्या चालवता येत नाहीत.',
    'Tolls, parking and permits': 'टोल, पार्किंग आणि परवाने',
    'Road tolls, parking, state entry permits and taxes, and the driver’s stay and meals on outstation trips are handled as agreed at booking. Please ask us if anything is unclear before you confirm.':
      'रस्त्याचे टोल, पार्किंग, राज्य प्रवेश परवाने आणि कर, आणि बाहेरगावच्या प्रवासात चालकाच्या राहण्याची व जेवणाची सोय बुकिंगच्या वेळी ठरल्याप्रमाणे होईल. काहीही स्पष्ट नसेल, तर बुकिंग निश्चित करण्यापूर्वी आम्हाला विचारा.',
    'Entry passes for temples, parks, boating, the Kaas Plateau and similar places are not part of the car booking unless agreed at booking.':
      'मंदिरे, उद्याने, नौकाविहार, कास पठार आणि अशा ठिकाणांचे प्रवेश पास बुकिंगच्या वेळी ठरले नसेल तर गाडीच्या बुकिंगमध्ये समाविष्ट नाहीत.',
    'Breakdowns and delays': 'गाडी बिघडणे आणि उशीर',
    'We service our vehicles regularly. If one breaks down, we will have it repaired on the spot or send a replacement as quickly as we reasonably can, and keep you informed.':
      'आम्ही आमच्या गाड्यांची नियमित सर्व्हिसिंग करतो. एखादी गाडी बिघडली, तर आम्ही ती जागेवरच दुरुस्त करू किंवा शक्य तितक्या लवकर दुसरी गाडी पाठवू, आणि तुम्हाला सतत माहिती देत राहू.',
    'We are not responsible for delays caused by traffic, weather, landslides, road closures, strikes, government orders or other events outside our control, but we will always help you make the best of them. For trains and flights, please leave a sensible margin of time.':
      'वाहतूक कोंडी, हवामान, दरड कोसळणे, रस्ते बंद होणे, संप, सरकारी आदेश किंवा आमच्या हाताबाहेरच्या इतर घटनांमुळे होणाऱ्या उशिरासाठी आम्ही जबाबदार नाही, पण अशा वेळीही आम्ही तुम्हाला नेहमी शक्य ती मदत करू. रेल्वे आणि विमानासाठी कृपया पुरेसा वेळ हाताशी ठेवा.',
    Liability: 'जबाबदारी',
    'Our vehicles carry the insurance required by the Motor Vehicles Act, and any claim after an accident is handled under that insurance.':
      'आमच्या गाड्यांना मोटार वाहन कायद्यानुसार आवश्यक विमा आहे, आणि अपघातानंतरचा कोणताही दावा त्या विम्याअंतर्गत हाताळला जातो.',
    'We are responsible for providing the vehicle and driver as booked. We are not responsible for personal belongings left in the car, or for losses that arise from your own plans, such as missed connections, hotel bookings or darshan slots.':
      'बुकिंगनुसार गाडी आणि चालक देणे ही आमची जबाबदारी आहे. गाडीत राहिलेल्या वैयक्तिक वस्तूंसाठी, किंवा तुमच्या स्वतःच्या नियोजनामुळे होणाऱ्या नुकसानासाठी, जसे की पुढची चुकलेली रेल्वे किंवा विमान, हॉटेल बुकिंग किंवा दर्शनाची वेळ, आम्ही जबाबदार नाही.',
    'Nothing in these terms takes away the rights you have as a consumer under Indian law.':
      'भारतीय कायद्यानुसार ग्राहक म्हणून तुम्हाला असलेले कोणतेही अधिकार या अटी कमी करत नाहीत.',
    'Your account': 'तुमचे खाते',
    'Keep your password to yourself and tell us straight away if you think someone else has used your account. Please keep your name, mobile number and address up to date on the Personal Info page.':
      'तुमचा पासवर्ड कोणालाही सांगू नका, आणि दुसऱ्या कोणी तुमचे खाते वापरले आहे असे वाटल्यास लगेच आम्हाला कळवा. कृपया तुमचे नाव, मोबाईल नंबर आणि पत्ता “वैयक्तिक माहिती” पानावर नेहमी अद्ययावत ठेवा.',
    'Changes to these terms': 'या अटींमधील बदल',
    'We may update these terms from time to time. The date at the top shows when they last changed. A booking is governed by the terms in force when it was confirmed.':
      'आम्ही वेळोवेळी या अटी बदलू शकतो. वर दिलेली तारीख त्या शेवटच्या कधी बदलल्या हे दाखवते. एखाद्या बुकिंगला ते निश्चित झाले तेव्हा लागू असलेल्या अटीच लागू होतात.',
    'Governing law': 'लागू कायदा',
    'These terms are governed by the laws of India. Any dispute that we cannot settle by talking it through is subject to the jurisdiction of the courts at Pune, Maharashtra.':
      'या अटी भारताच्या कायद्यांनुसार आहेत. आपसात बोलून मिटवता न आलेला कोणताही वाद पुणे, महाराष्ट्र येथील न्यायालयांच्या अधिकारक्षेत्रात असेल.',
    'Questions or complaints? Write to us at the e-mail address on the Contact page and we will reply as soon as we can.':
      'काही प्रश्न किंवा तक्रार आहे? “संपर्क” पानावर दिलेल्या ईमेल पत्त्यावर आम्हाला लिहा, आम्ही शक्य तितक्या लवकर उत्तर देऊ.',
    // Privacy Notice
    'Who we are': 'आम्ही कोण आहोत',
    'This notice explains what personal data the travel business named on this website keeps about you, why, for how long, and how to have it deleted. You can reach us at the e-mail address on the Contact page.':
      'या वेबसाइटवर नाव असलेला प्रवास व्यवसाय तुमच्याबद्दल कोणती वैयक्तिक माहिती ठेवतो, का, किती काळ, आणि ती कशी हटवता येते, हे ही सूचना सांगते. “संपर्क” पानावर दिलेल्या ईमेल पत्त्यावर तुम्ही आमच्याशी संपर्क साधू शकता.',
    'What we keep': 'आम्ही काय ठेवतो',
    'Your account: name, e-mail address (and whether you have confirmed it), mobile number, address and PIN code. Your password is never stored as written; we keep only a one-way hash of it. If you sign in with Google, we receive your name and e-mail address from Google.':
      'तुमचे खाते: नाव, ईमेल पत्ता (आणि तो तुम्ही पडताळला आहे की नाही), मोबाईल नंबर, पत्ता आणि पिन कोड. तुमचा पासवर्ड कधीही जसाच्या तसा ठेवला जात नाही; आम्ही त्याचा फक्त एकमार्गी हॅश ठेवतो. तुम्ही Google ने साइन इन केल्यास, Google कडून आम्हाला तुमचे नाव आणि ईमेल पत्ता मिळतो.',
    'Your Aadhaar number, if you enter it on your account or a booking. It is encrypted before it is stored, and after you enter it the website only ever shows it masked, as XXXX XXXX 1234, to you and to us.':
      'तुमचा आधार नंबर, तुम्ही तो तुमच्या खात्यात किंवा बुकिंगमध्ये भरलात तर. ठेवण्यापूर्वी तो एन्क्रिप्ट केला जातो, आणि भरल्यानंतर वेबसाइट तो तुम्हाला आणि आम्हाला नेहमी झाकूनच दाखवते, उदा. XXXX XXXX 1234.',
    'Your bookings: who is travelling and their mobile number, pickup and drop-off places, date, time, car type and the date you booked.':
      'तुमचे बुकिंग: कोण प्रवास करत आहे आणि त्यांचा मोबाईल नंबर, पिकअपचे आणि सोडण्याचे ठिकाण, तारीख, वेळ, गाडीचा प्रकार आणि तुम्ही बुकिंग केल्याची तारीख.',
    'Your feedback, which is shown on the website as a customer review under your name, and the messages you send through the contact form (name, e-mail, phone number and message).':
      'तुमचा अभिप्राय, जो वेबसाइटवर तुमच्या नावाने ग्राहकांचा अभिप्राय म्हणून दाखवला जातो, आणि संपर्क फॉर्ममधून तुम्ही पाठवलेले संदेश (नाव, ईमेल, फोन नंबर आणि संदेश).',
    'Short-lived technical logs of requests to the website, used to keep it running and to stop abuse. They never contain your password or Aadhaar number.':
      'वेबसाइटवरील विनंत्यांच्या अल्पकाळ टिकणाऱ्या तांत्रिक नोंदी, ज्या वेबसाइट चालू ठेवण्यासाठी आणि गैरवापर रोखण्यासाठी वापरल्या जातात. त्यांत तुमचा पासवर्ड किंवा आधार नंबर कधीच नसतो.',
    'Why we keep it': 'आम्ही ती का ठेवतो',
    'To take your bookings and carry them out: to confirm them, send the right car, and call you about your trip. The Aadhaar number is used only to check the traveller’s identity at pickup; we do not verify it with UIDAI or anyone else.':
      'तुमचे बुकिंग घेण्यासाठी आणि ते पूर्ण करण्यासाठी: ते निश्चित करणे, योग्य गाडी पाठवणे आणि तुमच्या प्रवासाबद्दल तुम्हाला फोन करणे. आधार नंबरचा वापर फक्त पिकअपच्या वेळी प्रवाशाची ओळख तपासण्यासाठी होतो; आम्ही तो UIDAI किंवा इतर कोणाकडूनही पडताळून घेत नाही.',
    'To show your booking history, publish your feedback as a review, answer your messages, keep the tax and accounting records the law requires, and keep the website secure.':
      'तुमचा बुकिंग इतिहास दाखवण्यासाठी, तुमचा अभिप्राय वेबसाइटवर प्रसिद्ध करण्यासाठी, तुमच्या संदेशांना उत्तर देण्यासाठी, कायद्याने आवश्यक असलेल्या कर व हिशेबाच्या नोंदी ठेवण्यासाठी, आणि वेबसाइट सुरक्षित ठेवण्यासाठी.',
    'We do not use your data for advertising, and we do not send marketing messages.': 'आम्ही तुमची माहिती जाहिरातींसाठी वापरत नाही, आणि मार्केटिंगचे संदेश पाठवत नाही.',
    'How long we keep it': 'आम्ही ती किती काळ ठेवतो',
    'Account details and feedback: until you delete your account.': 'खात्याची माहिती आणि अभिप्राय: तुम्ही तुमचे खाते हटवेपर्यंत.',
    'Bookings: for up to 8 years after the trip, for our tax and accounting records, or until you delete your account if that is sooner.':
      'बुकिंग: आमच्या कर व हिशेबाच्या नोंदींसाठी प्रवासानंतर 8 वर्षांपर्यंत, किंवा तुम्ही त्याआधी खाते हटवले तर तोपर्यंत.',
    'Contact messages: 2 years, then they are deleted.': 'संपर्क संदेश: 2 वर्षे, त्यानंतर ते हटवले जातात.',
    'Technical logs: only for as long as needed to run and protect the website, normally a few weeks.':
      'तांत्रिक नोंदी: वेबसाइट चालवण्यासाठी आणि तिचे संरक्षण करण्यासाठी आवश्यक तितकाच काळ, साधारणपणे काही आठवडे.',
    'Who sees it': 'ती कोण पाहते',
    'The owner of the business, and the driver assigned to your trip, who needs the traveller’s name, mobile number and pickup details. Our hosting and e-mail providers store and deliver data on our behalf and may not use it for anything else.':
      'व्यवसायाचे मालक, आणि तुमच्या प्रवासासाठी नेमलेले चालक, ज्यांना प्रवाशाचे नाव, मोबाईल नंबर आणि पिकअपची माहिती लागते. आमच्या होस्टिंग आणि ईमेल सेवा देणाऱ्या कंपन्या आमच्या वतीने माहिती साठवतात आणि पोहोचवतात, आणि तिचा इतर कशासाठीही वापर करू शकत नाहीत.',
    'We never sell your data or share it with advertisers. We disclose it to authorities only when the law requires us to.':
      'आम्ही तुमची माहिती कधीही विकत नाही किंवा जाहिरातदारांना देत नाही. कायद्याने आवश्यक असेल तेव्हाच आम्ही ती अधिकाऱ्यांना देतो.',
    'Your rights: see, correct, download and delete your data': 'तुमचे अधिकार: तुमची माहिती पाहा, दुरुस्त करा, डाउनलोड करा आणि हटवा',
    'See: the Personal Info page shows the details we hold about you, and Booking History shows your bookings.':
      'पाहा: “वैयक्तिक माहिती” पानावर आमच्याकडे असलेली तुमची माहिती दिसते, आणि “बुकिंग इतिहास” मध्ये तुमचे बुकिंग.',
    'Correct: use Edit details on the Personal Info page to change your name, mobile number, address and PIN code at any time.':
      'दुरुस्त करा: “वैयक्तिक माहिती” पानावरील “माहिती बदला” वापरून तुम्ही केव्हाही तुमचे नाव, मोबाईल नंबर, पत्ता आणि पिन कोड बदलू शकता.',
    'Download: Download my data on the Personal Info page gives you a file (JSON) with your account details, your bookings and your feedback. The Aadhaar number in it is masked, as XXXX XXXX 1234.':
      'डाउनलोड करा: “वैयक्तिक माहिती” पानावरील “माझी माहिती डाउनलोड करा” मुळे तुम्हाला एक फाइल (JSON) मिळते, ज्यात तुमच्या खात्याची माहिती, तुमचे बुकिंग आणि तुमचा अभिप्राय असतो. त्यात आधार नंबर झाकलेला असतो, उदा. XXXX XXXX 1234.',
    'Delete: to delete everything, use Delete Account on the Personal Info page. This removes your account, bookings, feedback and sign-in sessions straight away. You can also write to us at the e-mail address on the Contact page and we will do it for you. Contact-form messages are not linked to your account; write to us if you want one deleted before the 2 years are up.':
      'हटवा: सर्व काही हटवण्यासाठी “वैयक्तिक माहिती” पानावरील “खाते हटवा” वापरा. यामुळे तुमचे खाते, बुकिंग, अभिप्राय आणि साइन-इन सत्रे लगेच हटवली जातात. तुम्ही “संपर्क” पानावर दिलेल्या ईमेल पत्त्यावर आम्हाला लिहूही शकता, आम्ही ते तुमच्यासाठी करू. संपर्क फॉर्ममधील संदेश तुमच्या खात्याशी जोडलेले नसतात; 2 वर्षे पूर्ण होण्यापूर्वी एखादा संदेश हटवायचा असल्यास आम्हाला लिहा.',
    'You also have the rights given by the Digital Personal Data Protection Act, 2023, including to ask what we hold, to correct it, to have it erased and to raise a grievance. Write to us at the e-mail address on the Contact page.':
      'डिजिटल वैयक्तिक डेटा संरक्षण कायदा, 2023 नुसार मिळणारे अधिकारही तुम्हाला आहेत, ज्यात आमच्याकडे काय आहे हे विचारणे, ते दुरुस्त करून घेणे, ते पुसून टाकायला सांगणे आणि तक्रार नोंदवणे यांचा समावेश आहे. “संपर्क” पानावर दिलेल्या ईमेल पत्त्यावर आम्हाला लिहा.',
    Cookies: 'कुकी',
    'We only use the cookies needed to sign you in: a session cookie that keeps you logged in, set when you log in and removed when you log out or the session expires, and, while you sign in with Google, a short-lived security cookie for that step.':
      'तुम्हाला साइन इन करण्यासाठी आवश्यक असलेल्याच कुकी आम्ही वापरतो: तुम्हाला लॉग इन ठेवणारी एक सत्र कुकी, जी लॉग इन केल्यावर तयार होते आणि लॉग आउट केल्यावर किंवा सत्र संपल्यावर हटते, आणि Google ने साइन इन करताना त्या टप्प्यासाठी अल्पकाळाची एक सुरक्षा कुकी.',
    'There are no analytics, advertising or tracking cookies, and no third-party trackers. If you choose to sign in with Google, Google’s own privacy policy applies to that step.':
      'कोणत्याही ॲनालिटिक्स, जाहिरात किंवा ट्रॅकिंग कुकी नाहीत, आणि बाहेरचे कोणतेही ट्रॅकर नाहीत. तुम्ही Google ने साइन इन करणे निवडल्यास, त्या टप्प्याला Google चे स्वतःचे गोपनीयता धोरण लागू होते.',
    Security: 'सुरक्षितता',
    'Passwords are stored only as one-way hashes, and Aadhaar numbers are encrypted with a key kept separately from the database. Access to booking and customer data is limited to the owner’s account.':
      'पासवर्ड फक्त एकमार्गी हॅश म्हणून ठेवले जातात, आणि आधार नंबर डेटाबेसपासून वेगळ्या ठेवलेल्या किल्लीने एन्क्रिप्ट केले जातात. बुकिंग आणि ग्राहकांच्या माहितीपर्यंत फक्त मालकाचे खाते पोहोचू शकते.',
    'Changes to this notice': 'या सूचनेतील बदल',
    'If we change how we use your data, we will update this notice and the date at the top. Please contact us with any questions.':
      'तुमची माहिती वापरण्याची पद्धत आम्ही बदलली, तर ही सूचना आणि वर दिलेली तारीख आम्ही बदलू. काही प्रश्न असल्यास कृपया आमच्याशी संपर्क साधा.',
  },
} satisfies Catalogue
