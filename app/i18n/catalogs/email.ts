import type { Catalogue } from '../catalogue'

// The e-mails (app/emails, their subjects in app/domain/mail.ts, the trip's calendar file in
// app/models/trip-mail.server.ts), each written in its recipient's language. By their English
// text (docs/i18n-glossary.md fixes the recurring terms). Names, places, cars and numbers
// come in through the {placeholders}.
export default {
  hi: {
    // Subjects
    'Booking confirmed: {car} on {date}': 'बुकिंग पक्की: {car}, {date} को',
    'New booking: {car}, {date} at {time}': 'नई बुकिंग: {car}, {date} को {time}',
    'New message from {name} via the website': 'वेबसाइट से {name} का नया संदेश',
    '{date} at {time}': '{date}, {time}',
    'Booking {reference} confirmed: {car} on {date}': 'बुकिंग {reference} पक्की: {car}, {date} को',
    'Booking {reference}: your driver is {driver} ({vehicle})': 'बुकिंग {reference}: आपके ड्राइवर {driver} हैं ({vehicle})',
    assigned: 'तय हो गए',
    'Booking {reference} cancelled: {car} on {date}': 'बुकिंग {reference} रद्द: {car}, {date} को',
    'Cancelled by the traveller: {reference}, {car} on {date}': 'यात्री ने रद्द की: {reference}, {car}, {date} को',
    'Booking {reference} completed: thank you for travelling with us': 'बुकिंग {reference} पूरी हुई: हमारे साथ यात्रा करने के लिए धन्यवाद',
    'Reminder: booking {reference} tomorrow, {when}': 'याद दिला दें: बुकिंग {reference} कल है, {when}',
    'Reset your {business} password': 'अपना {business} पासवर्ड बदलें',
    'Please verify your e-mail address for {business}': 'कृपया {business} के लिए अपना ईमेल पता पक्का करें',
    // Account mails
    '1 hour': '1 घंटे',
    '{count} hours': '{count} घंटे',
    '{count} minutes': '{count} मिनट',
    'Reset your password': 'अपना पासवर्ड बदलें',
    'Hello {name},': 'नमस्ते {name},',
    'Someone, hopefully you, asked to reset the password of your {business} account. Open this link to choose a new password:':
      'किसी ने, शायद आपने ही, आपके {business} खाते का पासवर्ड बदलने के लिए कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    'Choose a new password': 'नया पासवर्ड चुनें',
    'Link: {url}': 'लिंक: {url}',
    'The link works once and for {duration}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.':
      'यह लिंक एक ही बार और {duration} तक काम करता है। नया पासवर्ड चुनते ही आप हर जगह से लॉग आउट हो जाएँगे। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    'Please verify your e-mail address': 'कृपया अपना ईमेल पता पक्का करें',
    'Thank you for registering with {business}. Open this link to confirm that this e-mail address is yours:':
      '{business} पर रजिस्टर करने के लिए धन्यवाद। यह ईमेल पता आपका ही है, यह पक्का करने के लिए यह लिंक खोलें:',
    'Verify my e-mail address': 'मेरा ईमेल पता पक्का करें',
    'The link works for {duration}. After that, use Resend on your account page for a new one. If you did not register, ignore this e-mail.':
      'यह लिंक {duration} तक काम करता है। उसके बाद नया लिंक पाने के लिए अपने खाते के पेज पर "फिर से भेजें" दबाएँ। अगर आपने रजिस्टर नहीं किया था, तो इस ईमेल को अनदेखा करें।',
    // Booking details
    'Trip type': 'यात्रा का प्रकार',
    'Return date': 'वापसी की तारीख',
    'Flight or train number': 'फ़्लाइट या ट्रेन नंबर',
    Passengers: 'यात्री',
    'Stops on the way': 'रास्ते के पड़ाव',
    'Booking reference': 'बुकिंग नंबर',
    'Passenger name': 'यात्री का नाम',
    'Booking for': 'बुकिंग किसके लिए',
    Self: 'ख़ुद',
    'Someone else': 'किसी और के लिए',
    'Mobile number': 'मोबाइल नंबर',
    'Car type': 'कार का प्रकार',
    'Pickup location': 'पिकअप की जगह',
    'Drop-off location': 'ड्रॉप की जगह',
    'Pickup date': 'पिकअप की तारीख',
    'Pickup time': 'पिकअप का समय',
    'Aadhar Card Number': 'आधार कार्ड नंबर',
    'N/A': 'उपलब्ध नहीं',
    'Booked on': 'बुकिंग की तारीख',
    Status: 'स्थिति',
    'Time N/A': 'समय उपलब्ध नहीं',
    Driver: 'ड्राइवर',
    'Driver mobile': 'ड्राइवर का मोबाइल',
    'Vehicle number': 'गाड़ी नंबर',
    Pickup: 'पिकअप',
    // Booking mails
    'We have your booking request {reference}': 'हमें आपका बुकिंग अनुरोध {reference} मिल गया है',
    'We have your booking request': 'हमें आपका बुकिंग अनुरोध मिल गया है',
    "Namaste {name}, thank you for booking with {business}. We will call you to confirm the booking, and send the driver's name, mobile and vehicle number once a driver is assigned.":
      'नमस्ते {name}, {business} के साथ बुकिंग करने के लिए धन्यवाद। बुकिंग पक्की करने के लिए हम आपको फ़ोन करेंगे, और ड्राइवर तय होते ही उसका नाम, मोबाइल नंबर और गाड़ी का नंबर भेजेंगे।',
    'Need to change something? Call us on <phone>{phone}</phone> or message us on WhatsApp at <whatsapp>{whatsapp}</whatsapp>.':
      'कुछ बदलना है? हमें <phone>{phone}</phone> पर फ़ोन करें या <whatsapp>{whatsapp}</whatsapp> पर WhatsApp संदेश भेजें।',
    'Happy journey!': 'आपकी यात्रा शुभ हो!',
    'New booking': 'नई बुकिंग',
    '{name} (<email>{address}</email>) has booked a {car}. Reply to this e-mail to write to them.':
      '{name} (<email>{address}</email>) ने {car} बुक की है। उन्हें लिखने के लिए इस ईमेल का जवाब दें।',
    // Contact message
    'Home page': 'होम पेज',
    'Contact page': 'संपर्क पेज',
    'Contact page (menu)': 'संपर्क पेज (मेनू)',
    'New message from the website': 'वेबसाइट से नया संदेश',
    'Reply to this e-mail to answer {name} directly.': '{name} को सीधे जवाब देने के लिए इस ईमेल का जवाब दें।',
    Name: 'नाम',
    Email: 'ईमेल',
    Phone: 'फ़ोन',
    'Sent from': 'कहाँ से भेजा',
    Received: 'मिलने का समय',
    WhatsApp: 'WhatsApp',
    // Trip mails
    'See your trip at any time: <link>{url}</link>': 'अपनी यात्रा कभी भी देखें: <link>{url}</link>',
    'Your trip is confirmed': 'आपकी यात्रा पक्की हो गई है',
    "Namaste {name}, we have confirmed your booking {reference}. We will send the driver's name, mobile and vehicle number once a driver is assigned.":
      'नमस्ते {name}, हमने आपकी बुकिंग {reference} पक्की कर दी है। ड्राइवर तय होते ही हम उसका नाम, मोबाइल नंबर और गाड़ी का नंबर भेजेंगे।',
    'Your driver for {when}': '{when} के लिए आपके ड्राइवर',
    'Namaste {name}, here are the driver and car for booking {reference}. Please check the vehicle number before boarding.':
      'नमस्ते {name}, बुकिंग {reference} के लिए ड्राइवर और कार की जानकारी यह रही। कृपया बैठने से पहले गाड़ी का नंबर मिला लें।',
    'The attached calendar file adds the trip to your calendar, or updates it if you added it before.':
      'साथ में लगी कैलेंडर फ़ाइल यह यात्रा आपके कैलेंडर में जोड़ देती है, या पहले जोड़ी हो तो उसे अपडेट कर देती है।',
    'Your booking is cancelled': 'आपकी बुकिंग रद्द हो गई है',
    'Namaste {name}, booking {reference} for {when} was cancelled by you on our website.':
      'नमस्ते {name}, {when} की बुकिंग {reference} आपने हमारी वेबसाइट पर रद्द की है।',
    'Namaste {name}, booking {reference} for {when} was cancelled by {business}.': 'नमस्ते {name}, {when} की बुकिंग {reference} {business} ने रद्द की है।',
    'The reason given:': 'बताया गया कारण:',
    'If you added the trip to your calendar, the attached file removes it. We hope to drive you another time.':
      'अगर आपने यह यात्रा अपने कैलेंडर में जोड़ी थी, तो साथ में लगी फ़ाइल उसे हटा देगी। उम्मीद है, अगली बार आपको सफ़र कराने का मौका मिलेगा।',
    'A traveller cancelled a booking': 'एक यात्री ने बुकिंग रद्द की',
    '{name} cancelled booking {reference} for {when} on the website.': '{name} ने {when} की बुकिंग {reference} वेबसाइट पर रद्द कर दी।',
    '{driver} was assigned to it and is free again.': 'इस पर {driver} तय थे, वे अब फिर से खाली हैं।',
    'Thank you for travelling with us': 'हमारे साथ यात्रा करने के लिए धन्यवाद',
    'Namaste {name}, we hope you enjoyed your trip {reference} on {date}. Tell us how it went: your feedback helps other travellers and our drivers.':
      'नमस्ते {name}, उम्मीद है {date} की आपकी यात्रा {reference} अच्छी रही। हमें बताइए कैसी रही: आपका फ़ीडबैक दूसरे यात्रियों और हमारे ड्राइवरों के काम आता है।',
    'Share your feedback: <link>{url}</link>': 'अपना फ़ीडबैक दें: <link>{url}</link>',
    'Your trip is tomorrow': 'आपकी यात्रा कल है',
    'Namaste {name}, a reminder that your {car} picks you up {when} at {place}.': 'नमस्ते {name}, याद दिला दें कि आपकी {car} आपको {when} {place} से लेगी।',
    'Your driver. Please check the vehicle number before boarding.': 'आपके ड्राइवर। कृपया बैठने से पहले गाड़ी का नंबर मिला लें।',
    "We will send the driver's name, mobile and vehicle number as soon as a driver is assigned.":
      'ड्राइवर तय होते ही हम उसका नाम, मोबाइल नंबर और गाड़ी का नंबर भेज देंगे।',
    // The trip's calendar file
    'Booking {reference} with {business}': '{business} के साथ बुकिंग {reference}',
    'From {pickup} to {dropoff}': '{pickup} से {dropoff} तक',
    'Driver: {name}, {mobile}': 'ड्राइवर: {name}, {mobile}',
    'Vehicle number: {number} (please check it before boarding)': 'गाड़ी नंबर: {number} (कृपया बैठने से पहले जाँच लें)',
    'Call us: {phone}': 'हमें कॉल करें: {phone}',
    '{car}: {pickup} to {dropoff} ({reference})': '{car}: {pickup} से {dropoff} ({reference})',
  },
  mr: {
    // Subjects
    'Booking confirmed: {car} on {date}': 'बुकिंग निश्चित: {car}, {date} रोजी',
    'New booking: {car}, {date} at {time}': 'नवीन बुकिंग: {car}, {date} रोजी {time}',
    'New message from {name} via the website': 'वेबसाइटवरून {name} यांचा नवीन संदेश',
    '{date} at {time}': '{date}, {time}',
    'Booking {reference} confirmed: {car} on {date}': 'बुकिंग {reference} निश्चित: {car}, {date} रोजी',
    'Booking {reference}: your driver is {driver} ({vehicle})': 'बुकिंग {reference}: तुमचे चालक {driver} ({vehicle})',
    assigned: 'नेमले आहेत',
    'Booking {reference} cancelled: {car} on {date}': 'बुकिंग {reference} रद्द: {car}, {date} रोजी',
    'Cancelled by the traveller: {reference}, {car} on {date}': 'प्रवाशाने रद्द केले: {reference}, {car}, {date} रोजी',
    'Booking {reference} completed: thank you for travelling with us': 'बुकिंग {reference} पूर्ण: आमच्यासोबत प्रवास केल्याबद्दल धन्यवाद',
    'Reminder: booking {reference} tomorrow, {when}': 'आठवण: बुकिंग {reference} उद्या, {when}',
    'Reset your {business} password': 'तुमचा {business} पासवर्ड बदला',
    'Please verify your e-mail address for {business}': 'कृपया {business} साठी तुमचा ईमेल पत्ता पडताळा',
    // Account mails
    '1 hour': '1 तास',
    '{count} hours': '{count} तास',
    '{count} minutes': '{count} मिनिटे',
    'Reset your password': 'तुमचा पासवर्ड बदला',
    'Hello {name},': 'नमस्कार {name},',
    'Someone, hopefully you, asked to reset the password of your {business} account. Open this link to choose a new password:':
      'कोणीतरी, बहुधा तुम्हीच, तुमच्या {business} खात्याचा पासवर्ड बदलण्याची विनंती केली आहे. नवीन पासवर्ड निवडण्यासाठी ही लिंक उघडा:',
    'Choose a new password': 'नवीन पासवर्ड निवडा',
    'Link: {url}': 'लिंक: {url}',
    'The link works once and for {duration}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.':
      'ही लिंक एकदाच आणि {duration} चालते. नवीन पासवर्ड निवडताच तुम्ही सगळीकडून लॉग आउट व्हाल. तुम्ही ही विनंती केली नसेल, तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
    'Please verify your e-mail address': 'कृपया तुमचा ईमेल पत्ता पडताळा',
    'Thank you for registering with {business}. Open this link to confirm that this e-mail address is yours:':
      '{business} वर नोंदणी केल्याबद्दल धन्यवाद. हा ईमेल पत्ता तुमचाच आहे याची खात्री करण्यासाठी ही लिंक उघडा:',
    'Verify my e-mail address': 'माझा ईमेल पत्ता पडताळा',
    'The link works for {duration}. After that, use Resend on your account page for a new one. If you did not register, ignore this e-mail.':
      'ही लिंक {duration} चालते. त्यानंतर नवीन लिंकसाठी तुमच्या खात्याच्या पानावर "पुन्हा पाठवा" वापरा. तुम्ही नोंदणी केली नसेल, तर या ईमेलकडे दुर्लक्ष करा.',
    // Booking details
    'Trip type': 'प्रवासाचा प्रकार',
    'Return date': 'परतीची तारीख',
    'Flight or train number': 'विमान किंवा रेल्वे क्रमांक',
    Passengers: 'प्रवासी',
    'Stops on the way': 'वाटेतील थांबे',
    'Booking reference': 'बुकिंग क्रमांक',
    'Passenger name': 'प्रवाशाचे नाव',
    'Booking for': 'बुकिंग कोणासाठी',
    Self: 'स्वतः',
    'Someone else': 'दुसऱ्या कोणासाठी',
    'Mobile number': 'मोबाईल नंबर',
    'Car type': 'गाडीचा प्रकार',
    'Pickup location': 'पिकअपचे ठिकाण',
    'Drop-off location': 'सोडण्याचे ठिकाण',
    'Pickup date': 'पिकअपची तारीख',
    'Pickup time': 'पिकअपची वेळ',
    'Aadhar Card Number': 'आधार कार्ड क्रमांक',
    'N/A': 'उपलब्ध नाही',
    'Booked on': 'बुकिंगची तारीख',
    Status: 'स्थिती',
    'Time N/A': 'वेळ उपलब्ध नाही',
    Driver: 'चालक',
    'Driver mobile': 'चालकाचा मोबाईल',
    'Vehicle number': 'गाडी क्रमांक',
    Pickup: 'पिकअप',
    // Booking mails
    'We have your booking request {reference}': 'तुमची बुकिंग विनंती {reference} आम्हाला मिळाली आहे',
    'We have your booking request': 'तुमची बुकिंग विनंती आम्हाला मिळाली आहे',
    "Namaste {name}, thank you for booking with {business}. We will call you to confirm the booking, and send the driver's name, mobile and vehicle number once a driver is assigned.":
      'नमस्कार {name}, {business} सोबत बुकिंग केल्याबद्दल धन्यवाद. बुकिंग निश्चित करण्यासाठी आम्ही तुम्हाला फोन करू, आणि चालक नेमला की त्याचे नाव, मोबाईल नंबर आणि गाडीचा नंबर पाठवू.',
    'Need to change something? Call us on <phone>{phone}</phone> or message us on WhatsApp at <whatsapp>{whatsapp}</whatsapp>.':
      'काही बदलायचे आहे? आम्हाला <phone>{phone}</phone> वर फोन करा किंवा <whatsapp>{whatsapp}</whatsapp> वर WhatsApp संदेश पाठवा.',
    'Happy journey!': 'तुमचा प्रवास सुखाचा होवो!',
    'New booking': 'नवी बुकिंग',
    '{name} (<email>{address}</email>) has booked a {car}. Reply to this e-mail to write to them.':
      '{name} (<email>{address}</email>) यांनी {car} बुक केली आहे. त्यांना लिहिण्यासाठी या ईमेलला उत्तर द्या.',
    // Contact message
    'Home page': 'मुख्यपृष्ठ',
    'Contact page': 'संपर्क पान',
    'Contact page (menu)': 'संपर्क पान (मेनू)',
    'New message from the website': 'वेबसाइटवरून नवीन संदेश',
    'Reply to this e-mail to answer {name} directly.': '{name} यांना थेट उत्तर देण्यासाठी या ईमेलला उत्तर द्या.',
    Name: 'नाव',
    Email: 'ईमेल',
    Phone: 'फोन',
    'Sent from': 'कुठून पाठवला',
    Received: 'मिळाल्याची वेळ',
    WhatsApp: 'WhatsApp',
    // Trip mails
    'See your trip at any time: <link>{url}</link>': 'तुमचा प्रवास केव्हाही पाहा: <link>{url}</link>',
    'Your trip is confirmed': 'तुमचा प्रवास निश्चित झाला आहे',
    "Namaste {name}, we have confirmed your booking {reference}. We will send the driver's name, mobile and vehicle number once a driver is assigned.":
      'नमस्कार {name}, आम्ही तुमचे बुकिंग {reference} निश्चित केले आहे. चालक नेमला की त्याचे नाव, मोबाईल नंबर आणि गाडीचा नंबर आम्ही पाठवू.',
    'Your driver for {when}': '{when} साठी तुमचे चालक',
    'Namaste {name}, here are the driver and car for booking {reference}. Please check the vehicle number before boarding.':
      'नमस्कार {name}, बुकिंग {reference} साठीचे चालक आणि गाडी यांची माहिती खाली आहे. कृपया गाडीत बसण्यापूर्वी गाडीचा नंबर तपासा.',
    'The attached calendar file adds the trip to your calendar, or updates it if you added it before.':
      'सोबत जोडलेली कॅलेंडर फाइल हा प्रवास तुमच्या कॅलेंडरमध्ये जोडते, किंवा आधी जोडला असेल तर तो अद्ययावत करते.',
    'Your booking is cancelled': 'तुमचे बुकिंग रद्द झाले आहे',
    'Namaste {name}, booking {reference} for {when} was cancelled by you on our website.':
      'नमस्कार {name}, {when} चे बुकिंग {reference} तुम्ही आमच्या वेबसाइटवर रद्द केले आहे.',
    'Namaste {name}, booking {reference} for {when} was cancelled by {business}.': 'नमस्कार {name}, {when} चे बुकिंग {reference} {business} ने रद्द केले आहे.',
    'The reason given:': 'दिलेले कारण:',
    'If you added the trip to your calendar, the attached file removes it. We hope to drive you another time.':
      'हा प्रवास तुम्ही तुमच्या कॅलेंडरमध्ये जोडला असेल, तर सोबतची फाइल तो काढून टाकेल. पुन्हा कधीतरी तुम्हाला प्रवास घडवण्याची संधी मिळेल, अशी आशा आहे.',
    'A traveller cancelled a booking': 'एका प्रवाशाने बुकिंग रद्द केले',
    '{name} cancelled booking {reference} for {when} on the website.': '{name} यांनी {when} चे बुकिंग {reference} वेबसाइटवर रद्द केले.',
    '{driver} was assigned to it and is free again.': 'या बुकिंगसाठी {driver} नेमले होते, ते आता पुन्हा मोकळे आहेत.',
    'Thank you for travelling with us': 'आमच्यासोबत प्रवास केल्याबद्दल धन्यवाद',
    'Namaste {name}, we hope you enjoyed your trip {reference} on {date}. Tell us how it went: your feedback helps other travellers and our drivers.':
      'नमस्कार {name}, {date} रोजीचा तुमचा प्रवास {reference} छान झाला असेल अशी आशा आहे. तो कसा झाला ते आम्हाला सांगा: तुमचा अभिप्राय इतर प्रवाशांना आणि आमच्या चालकांना उपयोगी पडतो.',
    'Share your feedback: <link>{url}</link>': 'तुमचा अभिप्राय द्या: <link>{url}</link>',
    'Your trip is tomorrow': 'तुमचा प्रवास उद्या आहे',
    'Namaste {name}, a reminder that your {car} picks you up {when} at {place}.': 'नमस्कार {name}, आठवण करून देतो की तुमची {car} तुम्हाला {when} {place} येथून घेईल.',
    'Your driver. Please check the vehicle number before boarding.': 'तुमचे चालक. कृपया गाडीत बसण्यापूर्वी गाडीचा नंबर तपासा.',
    "We will send the driver's name, mobile and vehicle number as soon as a driver is assigned.":
      'चालक नेमला की लगेच त्याचे नाव, मोबाईल नंबर आणि गाडीचा नंबर आम्ही पाठवू.',
    // The trip's calendar file
    'Booking {reference} with {business}': '{business} सोबत बुकिंग {reference}',
    'From {pickup} to {dropoff}': '{pickup} ते {dropoff}',
    'Driver: {name}, {mobile}': 'चालक: {name}, {mobile}',
    'Vehicle number: {number} (please check it before boarding)': 'गाडी क्रमांक: {number} (कृपया बसण्यापूर्वी तपासा)',
    'Call us: {phone}': 'आम्हाला फोन करा: {phone}',
    '{car}: {pickup} to {dropoff} ({reference})': '{car}: {pickup} ते {dropoff} ({reference})',
  },
} satisfies Catalogue
