import type { Catalog } from '../../keys';

/** The Malayalam `validation` messages. */
export const validation: Catalog['validation'] = {
  firstNameRequired: 'പേര് നൽകണം',
  firstNameLong: 'പേരിൽ പരമാവധി 50 അക്ഷരങ്ങൾ മാത്രം',
  lastNameRequired: 'കുടുംബപ്പേര് നൽകണം',
  lastNameLong: 'കുടുംബപ്പേരിൽ പരമാവധി 50 അക്ഷരങ്ങൾ മാത്രം',
  phoneRequired: 'ഫോൺ നമ്പർ നൽകണം',
  phoneInvalid: '10 അക്ക ഇന്ത്യൻ ഫോൺ നമ്പർ നൽകൂ, ഉദാ. +91 98765 43210',
  emailRequired: 'ഇമെയിൽ നൽകണം',
  emailInvalid: 'ശരിയായ ഇമെയിൽ വിലാസം നൽകൂ',
  emailLong: 'ഇമെയിൽ വിലാസത്തിൽ പരമാവധി 254 അക്ഷരങ്ങൾ മാത്രം',
  jobRequired: 'നിങ്ങളുടെ തൊഴിൽ തിരഞ്ഞെടുക്കൂ',
  signUpRefused: 'ഈ വിവരങ്ങൾ ഉപയോഗിച്ച് അക്കൗണ്ട് ഉണ്ടാക്കാനായില്ല. പേരും ഇമെയിലും ഫോൺ നമ്പറും പരിശോധിക്കൂ.',
  passwordRequired: 'പാസ്‌വേഡ് നൽകണം',
  passwordShort: 'പാസ്‌വേഡിൽ കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ വേണം',
  passwordLong: 'പാസ്‌വേഡിൽ പരമാവധി 72 അക്ഷരങ്ങൾ മാത്രം',
  passwordDigit: 'പാസ്‌വേഡിൽ ഒരു അക്കമെങ്കിലും (0–9) വേണം',
  passwordLower: 'പാസ്‌വേഡിൽ ഒരു ഇംഗ്ലീഷ് ചെറിയക്ഷരമെങ്കിലും (a–z) വേണം',
  passwordUpper: 'പാസ്‌വേഡിൽ ഒരു ഇംഗ്ലീഷ് വലിയക്ഷരമെങ്കിലും (A–Z) വേണം',
  passwordMismatch: 'പാസ്‌വേഡുകൾ ഒരുപോലെയല്ല.',
  fieldRequired: 'ഇത് പൂരിപ്പിക്കണം',
  newPasswordRequired: 'പുതിയ പാസ്‌വേഡ് നൽകൂ',
  confirmRequired: 'പുതിയ പാസ്‌വേഡ് വീണ്ടും നൽകൂ',
};
