import type { Catalog } from '../../keys';

/** The Hindi `jobs` messages. */
export const jobs: Catalog['jobs'] = {
  bar: {
    region: 'काम',
    on: 'काम पूरा होने पर आप दोनों में से कोई भी उसे पूरा बता सकता है।',
    markDone: 'काम पूरा हुआ',
    youMarked: 'आपने काम पूरा बताया। {{name}} की पुष्टि का इंतज़ार है।',
    youMarkedDue: 'अगर {{name}} आपत्ति नहीं करते, तो {{date}} को इसे पूरा माना जाएगा।',
    theyMarked: '{{name}} ने काम पूरा बताया। क्या काम पूरा हो गया?',
    theyMarkedDue: 'अगर आप जवाब नहीं देते, तो {{date}} को इसे पूरा माना जाएगा।',
    confirm: 'हाँ, पूरा हो गया',
    dispute: 'अभी पूरा नहीं हुआ',
    disputedByYou: 'आपने बताया कि काम अभी पूरा नहीं हुआ। पूरा होने पर उसे पूरा बताएँ।',
    disputedByThem: '{{name}} ने बताया कि काम अभी पूरा नहीं हुआ। पूरा होने पर फिर से बताएँ।',
    done: 'काम पूरा हो गया।',
    doneByTime: 'काम पूरा माना गया: 48 घंटे में किसी ने आपत्ति नहीं की।',
    cancelledByYou: 'आपने यह काम रद्द किया। कारण: {{reason}}',
    cancelledByThem: '{{name}} ने यह काम रद्द किया। कारण: {{reason}}',
    note: 'टिप्पणी: {{note}}',
    cancel: 'काम रद्द करें',
    failed: 'यह नहीं हो सका: {{message}}',
    loadFailed: 'इस काम की स्थिति लोड नहीं हो सकी।',
  },
  cancel: {
    title: '{{name}} के साथ काम रद्द करें',
    intro: '{{name}} आपका कारण देखेंगे। चैट खुली रहेगी।',
    reason: 'आप क्यों रद्द कर रहे हैं?',
    note: 'कुछ और कहना है?',
    noteOptional: 'ज़रूरी नहीं, ज़्यादा से ज़्यादा {{max}} अक्षर।',
    noteNeeded: 'बताएँ कि आप क्यों रद्द कर रहे हैं।',
    noteTooLong: 'ज़्यादा से ज़्यादा {{max}} अक्षर लिखें।',
    reasonNeeded: 'कोई कारण चुनें।',
    submit: 'काम रद्द करें',
    keep: 'काम जारी रखें',
  },
  reasons: {
    customer: {
      no_longer_needed: 'अब ज़रूरत नहीं है',
      found_someone_else: 'कोई और मिल गया',
      price_not_agreed: 'दाम पर बात नहीं बनी',
      no_show: 'कारीगर नहीं आए',
      other: 'कुछ और',
    },
    provider: {
      cannot_make_it: 'मैं नहीं आ पाऊँगा',
      not_my_kind_of_work: 'यह मेरा काम नहीं है',
      price_not_agreed: 'दाम पर बात नहीं बनी',
      no_show: 'ग्राहक वहाँ नहीं थे',
      other: 'कुछ और',
    },
  },
  review: {
    prompt: '{{name}} का काम कैसा रहा? आपकी समीक्षा पड़ोसियों को चुनने में मदद करती है।',
  },
};
