import type { Job } from '../../../store/auth-user-slice';

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqTopic {
  job: Job;
  /** "electrician" / "plumber", used inside the answers. */
  trade: string;
  title: string;
  intro: string;
  faqs: readonly Faq[];
}

/** The ten questions both FAQ pages answer, worded for one trade. */
function faqsFor(trade: string, credential: string, urgent: string, pastWork: string): Faq[] {
  return [
    {
      question: `How do I find a ${trade} near me?`,
      answer: `Sign in, make sure your location is set (the app asks your browser, or you pick your place under Edit Profile), then open Nearby Providers and choose ${trade}s. You will see everyone within 10 km, nearest first, with the distance. The Service Providers page lists everyone on Mistri.`,
    },
    {
      question: `What qualifications should a ${trade} have?`,
      answer: `Look for ${credential} Experience matters too: ask how many years they have worked and what kind of jobs they usually take on.`,
    },
    {
      question: 'How do I get a cost estimate?',
      answer: `Send a connection request from the provider's panel. Once the ${trade} accepts it, a chat opens: describe the job, add the details they ask for, and ask for a written estimate before any work starts. Compare two or three estimates for bigger jobs.`,
    },
    {
      question: 'Is my payment safe?',
      answer: `Mistri does not take payments. You pay the ${trade} directly, so agree on the amount and the method in the chat first, prefer UPI or another traceable method, and ask for a receipt. Never pay the full amount before the work is done.`,
    },
    {
      question: 'Can I read reviews of a provider?',
      answer:
        'Yes. Open the provider\'s panel to see their average rating, how many reviews gave each star and the newest reviews, with the provider\'s replies. Only a customer whose request the provider accepted can review them, once per connection, so every review comes from a real customer. A provider without reviews yet shows "New on Mistri".',
    },
    {
      question: "What does a provider's profile show?",
      answer:
        'Their photo, name, trade, location, phone number and e-mail. Tap the picture in any list to open the profile panel, call them from there, or send a connection request.',
    },
    {
      question: 'Can I save a provider for later?',
      answer:
        'There are no bookmarks yet, but every provider you connected with stays in Messages, so you can find them again and continue the conversation.',
    },
    {
      question: 'Can I see their past work?',
      answer: `Ask in the chat. Most ${trade}s are happy to share ${pastWork} or the name of a customer you may call.`,
    },
    {
      question: 'What if I need help urgently?',
      answer: `${urgent} Then open Nearby Providers, pick the closest ${trade} and call the phone number in their panel; a call is faster than waiting for a request to be accepted.`,
    },
    {
      question: 'How can I check their credentials?',
      answer: `Ask to see the original certificate or licence and an identity card with the same name, and note the licence number. Mistri does not verify licences yet, so this check before work starts is yours.`,
    },
  ];
}

export const ELECTRICIAN_TOPIC: FaqTopic = {
  job: 'Electrician',
  trade: 'electrician',
  title: 'Electricians: questions and answers',
  intro: 'Everything you may want to know before inviting an electrician into your home.',
  faqs: faqsFor(
    'electrician',
    "a wireman permit or an electrical contractor licence issued by your state's electrical licensing board; for bigger installations the contractor's supervisor should hold a supervisor certificate.",
    'If there is a burning smell, sparks or a shock risk, switch off the main supply first and keep everyone away from the spot.',
    'photos of panels and wiring they have done',
  ),
};

export const PLUMBER_TOPIC: FaqTopic = {
  job: 'Plumber',
  trade: 'plumber',
  title: 'Plumbers: questions and answers',
  intro: 'Everything you may want to know before hiring a plumber for a leak, a new fitting or a blocked drain.',
  faqs: faqsFor(
    'plumber',
    'a plumbing licence from your water authority or municipality where your city asks for one, or an ITI plumber certificate.',
    'For a burst pipe or a heavy leak, close the main water valve first and switch off any electric water heater or pump near the water.',
    'photos of bathrooms and pipework they have fitted',
  ),
};
