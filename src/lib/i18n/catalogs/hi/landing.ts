import type { Catalog } from '../../keys';

/** The Hindi `landing` messages. */
export const landing: Catalog['landing'] = {
  getStartedSection: {
    somethingToFixSomeoneNear: 'कुछ ठीक करवाना है? आपके पास ही कोई मदद कर सकता है।',
    createAFreeAccountAnd: 'मुफ़्त खाता बनाएँ और कुछ ही मिनटों में इलेक्ट्रीशियन और प्लंबर से जुड़ें।',
    getStarted: 'शुरू करें',
    areYouAProviderRegister: 'क्या आप कारीगर हैं? रजिस्टर करें',
  },
  howToStartSection: {
    howToStart: 'कैसे शुरू करें',
    fromProblemToFixedIn: 'समस्या से समाधान तक, चार कदमों में',
  },
  customerHero: {
    whoDoYouNeedToday: 'आज किसकी ज़रूरत है?',
    searchNearby: 'आस-पास खोजें',
    providersWithin10KmOf: '10 कि.मी. के दायरे में कारीगर:',
    providersWithin10KmOf2: 'आपकी मौजूदा लोकेशन से 10 कि.मी. के अंदर के कारीगर',
    locate: 'लोकेशन खोजें',
    editProfile: 'प्रोफ़ाइल बदलें',
  },
  whyChooseUsSection: {
    whyChooseUs: 'हमें क्यों चुनें',
    homeRepairsWithoutTheGuesswork: 'घर की मरम्मत, बिना अंदाज़ों के',
  },
  testimonialsSection: {
    testimonials: 'ग्राहकों की राय',
    lovedByHomesAcrossIndia: 'पूरे भारत के घरों की पसंद',
    fuseQuote: 'रविवार को हमारा फ़्यूज़ बार-बार उड़ रहा था। 3 कि.मी. दूर एक इलेक्ट्रीशियन मिल गए और उन्होंने घंटे भर में ठीक कर दिया।',
    partsQuote: 'आने से पहले चैट कर लेने से प्लंबर सही सामान लेकर आए। न दोबारा चक्कर, न कोई झंझट।',
    newCityQuote: 'मैं नए शहर में आई थी और किसी को नहीं जानती थी। Mistri ने मेरे इलाके में ही भरोसेमंद लोग दिखा दिए।',
  },
  servicesSection: {
    ourServices: 'हमारी सेवाएँ',
    twoTradesDoneRight: 'दो काम, पूरे भरोसे के साथ',
    everythingThatKeepsTheLights: 'बत्ती जलती रहे और पानी बहता रहे, इसके लिए सब कुछ।',
    learnMore: 'और जानें',
  },
  visitorHero: {
    electriciansAndPlumbersAcrossIndia: 'पूरे भारत में इलेक्ट्रीशियन और प्लंबर',
    reliableHelpForYourHome: 'आपके घर के लिए भरोसेमंद मदद,',
    rightAroundTheCorner: 'बिल्कुल आपके पास।',
    mistriConnectsYouWithTrusted:
      'Mistri आपको भरोसेमंद स्थानीय इलेक्ट्रीशियन और प्लंबर से जोड़ता है। अपने पास किसी को खोजें, अनुरोध भेजें और मंज़ूरी मिलते ही चैट करें।',
    searchServiceProviders: 'कारीगर खोजें',
    electricianPlumberOrAName: 'इलेक्ट्रीशियन, प्लंबर या कोई नाम',
    search: 'खोजें',
  },
  steps: {
    accountTitle: 'अपना खाता बनाएँ',
    accountText: 'ईमेल, Google या GitHub से एक मिनट में मुफ़्त साइन अप करें।',
    locationTitle: 'अपनी लोकेशन चुनें',
    locationText: 'डिवाइस की लोकेशन की अनुमति दें या अपनी जगह चुनें, ताकि हम जान सकें कि आपके पास कौन है।',
    findTitle: 'कारीगर खोजें',
    findText: 'इलेक्ट्रीशियन और प्लंबर देखें, या अपने 10 कि.मी. के अंदर वालों को खोजें।',
    chatTitle: 'जुड़ें और चैट करें',
    chatText: 'अनुरोध भेजें। मंज़ूरी मिलने पर चैट में काम और समय तय करें।',
  },
  reasons: {
    localTitle: 'स्थानीय और पास में',
    localText: 'पूरे राज्य के नहीं, सिर्फ़ आपसे 10 कि.मी. के अंदर के कारीगर देखें।',
    talkTitle: 'आने से पहले बात करें',
    talkText: 'अनुरोध मंज़ूर होते ही सीधे चैट करें। न बिचौलिए, न कॉल सेंटर।',
    reviewsTitle: 'असली ग्राहकों के रिव्यू',
    reviewsText:
      "सिर्फ़ वही ग्राहक रेटिंग दे सकते हैं जिनका अनुरोध कारीगर ने मंज़ूर किया हो, हर काम पर एक बार। नए कारीगरों के साथ सितारों की जगह 'नए' लिखा होता है।",
    freeTitle: 'ग्राहकों के लिए मुफ़्त',
    freeText: 'खोजना, अनुरोध भेजना और चैट करना बिल्कुल मुफ़्त है। पैसे सिर्फ़ काम के दें।',
  },
  services: {
    electrical: 'बिजली का काम',
    electricalText: 'वायरिंग, स्विच, पंखे, लाइट, इन्वर्टर और खराबी ढूँढना — आपके पास के इलेक्ट्रीशियन से।',
    plumbing: 'प्लंबिंग',
    plumbingText: 'रिसाव, नल, टंकी, पंप, बाथरूम फ़िटिंग और बंद नालियाँ — स्थानीय प्लंबर ठीक करेंगे।',
  },
  greeting: {
    morning: 'सुप्रभात',
    afternoon: 'नमस्कार',
    evening: 'शुभ संध्या',
  },
  locate: {
    denied:
      "Mistri आपकी लोकेशन नहीं देख पा रहा: इस साइट के लिए लोकेशन बंद है। ब्राउज़र की साइट सेटिंग में लोकेशन चालू करें और फिर 'लोकेशन खोजें' दबाएँ, या अपनी जगह खुद चुनें:",
    failed: "अभी आपकी लोकेशन नहीं मिल पाई। फिर से 'लोकेशन खोजें' दबाएँ, या अपनी जगह खुद चुनें:",
  },
};
