import type { Catalogue } from '../catalogue'

// Messages of this part of the site, by their English text (docs/i18n-glossary.md fixes the recurring terms):
// login, registration, recovery and the account page, with their validation messages and answers.
export default {
  hi: {
    // Page titles and descriptions.
    'Log in · Yatri': 'लॉग इन · Yatri',
    'Log in to book cars, see your bookings and manage your account.': 'कार बुक करने, अपनी बुकिंग देखने और अपना खाता सँभालने के लिए लॉग इन करें।',
    'Register · Yatri': 'रजिस्टर करें · Yatri',
    'Create your Yatri account to book cars and tours across India.': 'पूरे भारत में कार और टूर बुक करने के लिए अपना Yatri खाता बनाएँ।',
    'Forgot password · Yatri': 'पासवर्ड भूल गए · Yatri',
    'Get a link to choose a new password for your Yatri account.': 'अपने Yatri खाते का नया पासवर्ड चुनने के लिए लिंक पाएँ।',
    'Reset password · Yatri': 'नया पासवर्ड · Yatri',
    'Choose a new password for your Yatri account.': 'अपने Yatri खाते के लिए नया पासवर्ड चुनें।',
    'Personal account · Yatri': 'मेरा खाता · Yatri',
    'Your Yatri account: details, password and account removal.': 'आपका Yatri खाता: जानकारी, पासवर्ड और खाता हटाना।',

    // The header's account slot, menu and login dialog.

    // The login and register form (page and dialog).
    'Log in with your e-mail and password.': 'अपने ईमेल और पासवर्ड से लॉग इन करें।',
    'A few details and you are ready to book.': 'बस थोड़ी-सी जानकारी, और आप बुकिंग के लिए तैयार हैं।',
    'Yatri account': 'Yatri खाता',
    'Welcome back, traveller.': 'फिर से स्वागत है, यात्री।',
    'Your next journey starts here.': 'आपकी अगली यात्रा यहीं से शुरू होती है।',
    'Book a cab or a tour car in a minute': 'एक मिनट में कैब या टूर के लिए कार बुक करें',
    'See every booking in one place': 'अपनी हर बुकिंग एक ही जगह देखें',
    'Your Aadhaar number stays encrypted': 'आपका आधार नंबर एन्क्रिप्टेड (सुरक्षित) रहता है',

    // Validation messages (browser and server).
    'Please enter a new password.': 'कृपया नया पासवर्ड लिखें।',
    'Please enter your current password.': 'कृपया अपना मौजूदा पासवर्ड लिखें।',

    // Answers and alerts.
    'Google Sign-In Successful! Please complete your profile.': 'Google से साइन इन हो गया! कृपया अपनी प्रोफ़ाइल पूरी करें।',
    'Google Sign-In Failed. Please try again.': 'Google से साइन इन नहीं हो पाया। कृपया फिर कोशिश करें।',
    'Your current password is not correct.': 'आपका मौजूदा पासवर्ड सही नहीं है।',
    'Password updated successfully': 'पासवर्ड बदल दिया गया',
    'Failed to update password. Please try again.': 'पासवर्ड नहीं बदल पाया। कृपया फिर कोशिश करें।',
    'Are you sure you want to delete your account?': 'क्या आप सच में अपना खाता हटाना चाहते हैं?',
    'Failed to delete account. Please try again.': 'खाता नहीं हट पाया। कृपया फिर कोशिश करें।',
    'Profile updated successfully.': 'प्रोफ़ाइल अपडेट हो गई।',
    'Failed to update profile. Please try again.': 'प्रोफ़ाइल अपडेट नहीं हो पाई। कृपया फिर कोशिश करें।',
    'No user data found.': 'उपयोगकर्ता की कोई जानकारी नहीं मिली।',
    'If an account exists for that e-mail, we have sent a link to reset the password.': 'अगर इस ईमेल से कोई खाता है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है।',
    'Your password has been reset. Please log in with the new password.': 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।',
    'This link has expired or has already been used. Please ask for a new one.':
      'इस लिंक की समय-सीमा ख़त्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक माँगें।',
    'Failed to reset the password. Please try again.': 'पासवर्ड नहीं बदल पाया। कृपया फिर कोशिश करें।',
    'Please verify your e-mail address.': 'कृपया अपना ईमेल पता सत्यापित करें।',
    'We have sent you a new verification e-mail.': 'हमने आपको सत्यापन का नया ईमेल भेज दिया है।',
    'Thank you, your e-mail address is verified.': 'धन्यवाद, आपका ईमेल पता सत्यापित हो गया है।',
    'This verification link has expired or is not valid. Use Resend on your account page for a new one.':
      'सत्यापन के इस लिंक की समय-सीमा ख़त्म हो गई है या यह सही नहीं है। नया लिंक पाने के लिए अपने खाते के पेज पर "फिर भेजें" दबाएँ।',
    'You are signed out of all other devices.': 'आप बाक़ी सभी डिवाइस से साइन आउट हो गए हैं।',
    'Failed to sign out of other devices. Please try again.': 'बाक़ी डिवाइस से साइन आउट नहीं हो पाया। कृपया फिर कोशिश करें।',

    // Rate limits.
    'Too many wrong current passwords. Please wait 1 minute and try again.': 'मौजूदा पासवर्ड कई बार ग़लत लिखा गया। कृपया 1 मिनट रुककर फिर कोशिश करें।',
    'Too many wrong current passwords. Please wait {minutes} minutes and try again.':
      'मौजूदा पासवर्ड कई बार ग़लत लिखा गया। कृपया {minutes} मिनट रुककर फिर कोशिश करें।',
    'Too many password reset requests. Please wait 1 minute and try again.': 'पासवर्ड बदलने के लिए बहुत बार अनुरोध किया गया। कृपया 1 मिनट रुककर फिर कोशिश करें।',
    'Too many password reset requests. Please wait {minutes} minutes and try again.':
      'पासवर्ड बदलने के लिए बहुत बार अनुरोध किया गया। कृपया {minutes} मिनट रुककर फिर कोशिश करें।',
    'Too many attempts. Please wait 1 minute and try again.': 'बहुत सारी कोशिशें हो चुकी हैं। कृपया 1 मिनट रुककर फिर कोशिश करें।',
    'Too many attempts. Please wait {minutes} minutes and try again.': 'बहुत सारी कोशिशें हो चुकी हैं। कृपया {minutes} मिनट रुककर फिर कोशिश करें।',
    'You have asked for several verification e-mails already. Please wait 1 minute and try again.':
      'आप सत्यापन के कई ईमेल पहले ही माँग चुके हैं। कृपया 1 मिनट रुककर फिर कोशिश करें।',
    'You have asked for several verification e-mails already. Please wait {minutes} minutes and try again.':
      'आप सत्यापन के कई ईमेल पहले ही माँग चुके हैं। कृपया {minutes} मिनट रुककर फिर कोशिश करें।',
    'You have downloaded your data several times already. Please wait 1 minute and try again.':
      'आप अपना डेटा कई बार डाउनलोड कर चुके हैं। कृपया 1 मिनट रुककर फिर कोशिश करें।',
    'You have downloaded your data several times already. Please wait {minutes} minutes and try again.':
      'आप अपना डेटा कई बार डाउनलोड कर चुके हैं। कृपया {minutes} मिनट रुककर फिर कोशिश करें।',

    // Forgot and reset password.
    'Enter the e-mail address of your account and we will send you a link to choose a new password.':
      'अपने खाते का ईमेल पता लिखें, हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
    'Forgot password': 'पासवर्ड भूल गए',
    'Sending…': 'भेज रहे हैं…',
    'Send reset link': 'पासवर्ड बदलने का लिंक भेजें',
    'Back to login': 'लॉग इन पर वापस जाएँ',
    'Reset password': 'नया पासवर्ड चुनें',
    'Ask for a new link': 'नया लिंक माँगें',
    'Choose a new password. Afterwards you are signed out everywhere and log in with the new password.':
      'नया पासवर्ड चुनें। इसके बाद आप हर जगह से साइन आउट हो जाएँगे और नए पासवर्ड से लॉग इन करेंगे।',
    'New password': 'नया पासवर्ड',
    '8 or more characters with an upper-case letter, a digit and one of @$!%*?&#.': 'कम से कम 8 अक्षर, जिनमें एक बड़ा अक्षर (A-Z), एक अंक और @$!%*?&# में से एक चिह्न हो।',
    'Saving…': 'सेव हो रहा है…',
    'Save new password': 'नया पासवर्ड सेव करें',

    // The account page.
    'PERSONAL ACCOUNT': 'मेरा खाता',
    'Your details': 'आपकी जानकारी',
    Name: 'नाम',
    Email: 'ईमेल',
    PIN: 'पिन',
    'Not provided yet': 'अभी नहीं दिया',
    Resend: 'फिर भेजें',
    'Language of the site and of our e-mails': 'साइट और हमारे ईमेल की भाषा',
    'Save language': 'भाषा सेव करें',
    'Your data and devices': 'आपका डेटा और डिवाइस',
    'A JSON file of your details, bookings and feedback; the Aadhar number in it is masked.':
      'आपकी जानकारी, बुकिंग और फ़ीडबैक की एक JSON फ़ाइल; उसमें आधार नंबर छिपा रहता है।',
    'Download my data': 'मेरा डेटा डाउनलोड करें',
    'Signing out…': 'साइन आउट हो रहा है…',
    'Sign out of other devices': 'बाक़ी डिवाइस से साइन आउट करें',
    'On file: {aadhaar}. Leave blank to keep it.': 'दर्ज नंबर: {aadhaar}। इसे ही रखने के लिए ख़ाली छोड़ें।',
    '12 digits. Stored encrypted, shown only as XXXX XXXX 1234.': '12 अंक। एन्क्रिप्ट करके रखा जाता है, केवल XXXX XXXX 1234 की तरह दिखता है।',
    'Complete your profile': 'अपनी प्रोफ़ाइल पूरी करें',
    'Add your mobile number, address, PIN code and Aadhar Card Number so that you can book a car.':
      'कार बुक कर सकें, इसके लिए अपना मोबाइल नंबर, पता, पिन कोड और आधार कार्ड नंबर जोड़ें।',
    'Save details': 'जानकारी सेव करें',
    'Edit details': 'जानकारी बदलें',
    Cancel: 'रद्द करें',
    'Change Password': 'पासवर्ड बदलें',
    'Change password': 'पासवर्ड बदलें',
    'Current password': 'मौजूदा पासवर्ड',
    'You signed up with Google. Set a password to log in with your e-mail too.': 'आपने Google से खाता बनाया था। ईमेल से भी लॉग इन करने के लिए पासवर्ड बनाएँ।',
    '8+ characters with an uppercase letter, a number and one of @$!%*?&#. Your other devices will be signed out.':
      'कम से कम 8 अक्षर, जिनमें एक बड़ा अक्षर (A-Z), एक अंक और @$!%*?&# में से एक चिह्न हो। आपके बाक़ी डिवाइस साइन आउट हो जाएँगे।',
    'Save Password': 'पासवर्ड सेव करें',
    'Change the password you log in with.': 'लॉग इन का पासवर्ड बदलें।',
    'You have no password yet; you sign in with Google.': 'आपका अभी कोई पासवर्ड नहीं है; आप Google से साइन इन करते हैं।',
    'Deleting…': 'हटा रहे हैं…',
    'Yes, delete my account': 'हाँ, मेरा खाता हटाएँ',
    'Delete Account': 'खाता हटाएँ',
    'Delete account?': 'खाता हटाएँ?',
    'This removes your account, your bookings and your feedback for good.': 'इससे आपका खाता, आपकी बुकिंग और आपका फ़ीडबैक हमेशा के लिए हट जाएगा।',
    'Confirm deletion': 'हटाने की पुष्टि करें',
  },
  mr: {
    // Page titles and descriptions.
    'Log in · Yatri': 'लॉग इन · Yatri',
    'Log in to book cars, see your bookings and manage your account.': 'गाडी बुक करण्यासाठी, तुमची बुकिंग पाहण्यासाठी आणि खाते सांभाळण्यासाठी लॉग इन करा.',
    'Register · Yatri': 'नोंदणी करा · Yatri',
    'Create your Yatri account to book cars and tours across India.': 'संपूर्ण भारतात गाड्या आणि सहली बुक करण्यासाठी तुमचे Yatri खाते उघडा.',
    'Forgot password · Yatri': 'पासवर्ड विसरलात · Yatri',
    'Get a link to choose a new password for your Yatri account.': 'तुमच्या Yatri खात्याचा नवीन पासवर्ड निवडण्यासाठी लिंक मिळवा.',
    'Reset password · Yatri': 'नवीन पासवर्ड · Yatri',
    'Choose a new password for your Yatri account.': 'तुमच्या Yatri खात्यासाठी नवीन पासवर्ड निवडा.',
    'Personal account · Yatri': 'माझे खाते · Yatri',
    'Your Yatri account: details, password and account removal.': 'तुमचे Yatri खाते: माहिती, पासवर्ड आणि खाते काढून टाकणे.',

    // The header's account slot, menu and login dialog.

    // The login and register form (page and dialog).
    'Log in with your e-mail and password.': 'तुमचा ईमेल आणि पासवर्ड वापरून लॉग इन करा.',
    'A few details and you are ready to book.': 'थोडी माहिती भरा, की तुम्ही बुकिंगसाठी तयार.',
    'Yatri account': 'Yatri खाते',
    'Welcome back, traveller.': 'पुन्हा स्वागत आहे, प्रवासी.',
    'Your next journey starts here.': 'तुमचा पुढचा प्रवास इथून सुरू होतो.',
    'Book a cab or a tour car in a minute': 'एका मिनिटात कॅब किंवा सहलीसाठी गाडी बुक करा',
    'See every booking in one place': 'तुमची प्रत्येक बुकिंग एकाच ठिकाणी पाहा',
    'Your Aadhaar number stays encrypted': 'तुमचा आधार क्रमांक एन्क्रिप्ट करून (सुरक्षित) ठेवला जातो',

    // Validation messages (browser and server).
    'Please enter a new password.': 'कृपया नवीन पासवर्ड लिहा.',
    'Please enter your current password.': 'कृपया तुमचा सध्याचा पासवर्ड लिहा.',

    // Answers and alerts.
    'Google Sign-In Successful! Please complete your profile.': 'Google ने साइन इन झाले! कृपया तुमची प्रोफाइल पूर्ण करा.',
    'Google Sign-In Failed. Please try again.': 'Google ने साइन इन झाले नाही. कृपया पुन्हा प्रयत्न करा.',
    'Your current password is not correct.': 'तुमचा सध्याचा पासवर्ड चुकीचा आहे.',
    'Password updated successfully': 'पासवर्ड बदलला',
    'Failed to update password. Please try again.': 'पासवर्ड बदलता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    'Are you sure you want to delete your account?': 'तुम्हाला खरोखर तुमचे खाते काढून टाकायचे आहे का?',
    'Failed to delete account. Please try again.': 'खाते काढून टाकता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    'Profile updated successfully.': 'प्रोफाइल अद्ययावत झाली.',
    'Failed to update profile. Please try again.': 'प्रोफाइल अद्ययावत करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
    'No user data found.': 'वापरकर्त्याची कोणतीही माहिती सापडली नाही.',
    'If an account exists for that e-mail, we have sent a link to reset the password.': 'या ईमेलने खाते असल्यास, आम्ही पासवर्ड बदलण्याची लिंक पाठवली आहे.',
    'Your password has been reset. Please log in with the new password.': 'तुमचा पासवर्ड बदलला आहे. कृपया नवीन पासवर्डने लॉग इन करा.',
    'This link has expired or has already been used. Please ask for a new one.': 'या लिंकची मुदत संपली आहे किंवा ती आधीच वापरली गेली आहे. कृपया नवीन लिंक मागा.',
    'Failed to reset the password. Please try again.': 'पासवर्ड बदलता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    'Please verify your e-mail address.': 'कृपया तुमचा ईमेल पत्ता पडताळा.',
    'We have sent you a new verification e-mail.': 'आम्ही तुम्हाला पडताळणीचा नवीन ईमेल पाठवला आहे.',
    'Thank you, your e-mail address is verified.': 'धन्यवाद, तुमचा ईमेल पत्ता पडताळला गेला आहे.',
    'This verification link has expired or is not valid. Use Resend on your account page for a new one.':
      'या पडताळणी लिंकची मुदत संपली आहे किंवा ती योग्य नाही. नवीन लिंकसाठी तुमच्या खात्याच्या पानावर "पुन्हा पाठवा" दाबा.',
    'You are signed out of all other devices.': 'तुम्ही इतर सर्व डिव्हाइसवरून साइन आउट झालात.',
    'Failed to sign out of other devices. Please try again.': 'इतर डिव्हाइसवरून साइन आउट करता आले नाही. कृपया पुन्हा प्रयत्न करा.',

    // Rate limits.
    'Too many wrong current passwords. Please wait 1 minute and try again.': 'सध्याचा पासवर्ड अनेकदा चुकला. कृपया १ मिनिट थांबून पुन्हा प्रयत्न करा.',
    'Too many wrong current passwords. Please wait {minutes} minutes and try again.': 'सध्याचा पासवर्ड अनेकदा चुकला. कृपया {minutes} मिनिटे थांबून पुन्हा प्रयत्न करा.',
    'Too many password reset requests. Please wait 1 minute and try again.': 'पासवर्ड बदलण्याच्या बऱ्याच विनंत्या झाल्या. कृपया १ मिनिट थांबून पुन्हा प्रयत्न करा.',
    'Too many password reset requests. Please wait {minutes} minutes and try again.':
      'पासवर्ड बदलण्याच्या बऱ्याच विनंत्या झाल्या. कृपया {minutes} मिनिटे थांबून पुन्हा प्रयत्न करा.',
    'Too many attempts. Please wait 1 minute and try again.': 'बरेच प्रयत्न झाले आहेत. कृपया १ मिनिट थांबून पुन्हा प्रयत्न करा.',
    'Too many attempts. Please wait {minutes} minutes and try again.': 'बरेच प्रयत्न झाले आहेत. कृपया {minutes} मिनिटे थांबून पुन्हा प्रयत्न करा.',
    'You have asked for several verification e-mails already. Please wait 1 minute and try again.':
      'तुम्ही पडताळणीचे अनेक ईमेल आधीच मागितले आहेत. कृपया १ मिनिट थांबून पुन्हा प्रयत्न करा.',
    'You have asked for several verification e-mails already. Please wait {minutes} minutes and try again.':
      'तुम्ही पडताळणीचे अनेक ईमेल आधीच मागितले आहेत. कृपया {minutes} मिनिटे थांबून पुन्हा प्रयत्न करा.',
    'You have downloaded your data several times already. Please wait 1 minute and try again.':
      'तुम्ही तुमची माहिती अनेकदा डाउनलोड केली आहे. कृपया १ मिनिट थांबून पुन्हा प्रयत्न करा.',
    'You have downloaded your data several times already. Please wait {minutes} minutes and try again.':
      'तुम्ही तुमची माहिती अनेकदा डाउनलोड केली आहे. कृपया {minutes} मिनिटे थांबून पुन्हा प्रयत्न करा.',

    // Forgot and reset password.
    'Enter the e-mail address of your account and we will send you a link to choose a new password.':
      'तुमच्या खात्याचा ईमेल पत्ता लिहा, आम्ही तुम्हाला नवीन पासवर्ड निवडण्याची लिंक पाठवू.',
    'Forgot password': 'पासवर्ड विसरलात',
    'Sending…': 'पाठवत आहोत…',
    'Send reset link': 'पासवर्ड बदलण्याची लिंक पाठवा',
    'Back to login': 'लॉग इनकडे परत जा',
    'Reset password': 'नवीन पासवर्ड निवडा',
    'Ask for a new link': 'नवीन लिंक मागा',
    'Choose a new password. Afterwards you are signed out everywhere and log in with the new password.':
      'नवीन पासवर्ड निवडा. त्यानंतर तुम्ही सगळीकडून साइन आउट व्हाल आणि नवीन पासवर्डने लॉग इन कराल.',
    'New password': 'नवीन पासवर्ड',
    '8 or more characters with an upper-case letter, a digit and one of @$!%*?&#.': 'किमान ८ अक्षरे, त्यात एक कॅपिटल अक्षर (A-Z), एक अंक आणि @$!%*?&# यांपैकी एक चिन्ह.',
    'Saving…': 'जतन करत आहोत…',
    'Save new password': 'नवीन पासवर्ड जतन करा',

    // The account page.
    'PERSONAL ACCOUNT': 'माझे खाते',
    'Your details': 'तुमची माहिती',
    Name: 'नाव',
    Email: 'ईमेल',
    PIN: 'पिन',
    'Not provided yet': 'अजून दिलेले नाही',
    Resend: 'पुन्हा पाठवा',
    'Language of the site and of our e-mails': 'साइटची आणि आमच्या ईमेलची भाषा',
    'Save language': 'भाषा जतन करा',
    'Your data and devices': 'तुमची माहिती आणि डिव्हाइस',
    'A JSON file of your details, bookings and feedback; the Aadhar number in it is masked.':
      'तुमची माहिती, बुकिंग आणि अभिप्राय यांची एक JSON फाइल; त्यातील आधार क्रमांक लपवलेला असतो.',
    'Download my data': 'माझी माहिती डाउनलोड करा',
    'Signing out…': 'साइन आउट होत आहे…',
    'Sign out of other devices': 'इतर डिव्हाइसवरून साइन आउट करा',
    'On file: {aadhaar}. Leave blank to keep it.': 'नोंदवलेला क्रमांक: {aadhaar}. तोच ठेवण्यासाठी रिकामे सोडा.',
    '12 digits. Stored encrypted, shown only as XXXX XXXX 1234.': '१२ अंक. एन्क्रिप्ट करून ठेवले जाते, फक्त XXXX XXXX 1234 असे दिसते.',
    'Complete your profile': 'तुमची प्रोफाइल पूर्ण करा',
    'Add your mobile number, address, PIN code and Aadhar Card Number so that you can book a car.':
      'गाडी बुक करता यावी म्हणून तुमचा मोबाईल क्रमांक, पत्ता, पिन कोड आणि आधार कार्ड क्रमांक भरा.',
    'Save details': 'माहिती जतन करा',
    'Edit details': 'माहिती बदला',
    Cancel: 'रद्द करा',
    'Change Password': 'पासवर्ड बदला',
    'Change password': 'पासवर्ड बदला',
    'Current password': 'सध्याचा पासवर्ड',
    'You signed up with Google. Set a password to log in with your e-mail too.': 'तुम्ही Google ने खाते उघडले होते. ईमेलनेही लॉग इन करण्यासाठी पासवर्ड ठेवा.',
    '8+ characters with an uppercase letter, a number and one of @$!%*?&#. Your other devices will be signed out.':
      'किमान ८ अक्षरे, त्यात एक कॅपिटल अक्षर (A-Z), एक अंक आणि @$!%*?&# यांपैकी एक चिन्ह. तुमची इतर डिव्हाइस साइन आउट होतील.',
    'Save Password': 'पासवर्ड जतन करा',
    'Change the password you log in with.': 'लॉग इनचा पासवर्ड बदला.',
    'You have no password yet; you sign in with Google.': 'तुमचा अजून पासवर्ड नाही; तुम्ही Google ने साइन इन करता.',
    'Deleting…': 'काढून टाकत आहोत…',
    'Yes, delete my account': 'होय, माझे खाते काढून टाका',
    'Delete Account': 'खाते काढून टाका',
    'Delete account?': 'खाते काढून टाकायचे?',
    'This removes your account, your bookings and your feedback for good.': 'यामुळे तुमचे खाते, तुमची बुकिंग आणि तुमचे अभिप्राय कायमचे काढून टाकले जातील.',
    'Confirm deletion': 'काढून टाकण्याची खात्री करा',
  },
} satisfies Catalogue
