import type { Catalog } from '../../keys';

/** The Hindi `validation` messages. */
export const validation: Catalog['validation'] = {
  firstNameRequired: 'पहला नाम ज़रूरी है',
  firstNameLong: 'पहले नाम में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  lastNameRequired: 'उपनाम ज़रूरी है',
  lastNameLong: 'उपनाम में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  phoneRequired: 'फ़ोन नंबर ज़रूरी है',
  phoneInvalid: '10 अंकों का भारतीय फ़ोन नंबर लिखें, जैसे +91 98765 43210',
  emailRequired: 'ईमेल ज़रूरी है',
  emailInvalid: 'कृपया सही ईमेल पता लिखें',
  emailLong: 'ईमेल पते में ज़्यादा से ज़्यादा 254 अक्षर हो सकते हैं',
  jobRequired: 'कृपया अपना काम चुनें',
  signUpRefused: 'इन जानकारियों से आपका खाता नहीं बन सका। कृपया अपना नाम, ईमेल और फ़ोन नंबर जाँचें।',
  passwordRequired: 'पासवर्ड ज़रूरी है',
  passwordShort: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए',
  passwordLong: 'पासवर्ड में ज़्यादा से ज़्यादा 72 अक्षर हो सकते हैं',
  passwordDigit: 'पासवर्ड में कम से कम एक अंक (0–9) होना चाहिए',
  passwordLower: 'पासवर्ड में अंग्रेज़ी का कम से कम एक छोटा अक्षर (a–z) होना चाहिए',
  passwordUpper: 'पासवर्ड में अंग्रेज़ी का कम से कम एक बड़ा अक्षर (A–Z) होना चाहिए',
  passwordMismatch: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  fieldRequired: 'यह भरना ज़रूरी है',
  newPasswordRequired: 'कृपया नया पासवर्ड लिखें',
  confirmRequired: 'कृपया नया पासवर्ड दोबारा लिखें',
};
