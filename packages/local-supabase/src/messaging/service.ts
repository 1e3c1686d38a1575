import { json, type EmuRequest, type EmuResponse, type EmulatorContext, type Service } from '../http/types.js';
import { sendResendEmail } from './resend.js';
import { sendTwilioMessage } from './twilio.js';
import { sendWhatsAppMessage } from './whatsapp.js';

const TWILIO = /^\/twilio\/2010-04-01\/Accounts\/([A-Za-z0-9_-]{1,64})\/Messages\.json$/;
const WHATSAPP = /^\/whatsapp\/v\d+\.\d+\/([A-Za-z0-9_-]{1,64})\/messages$/;
const EMAIL = /^\/email\/emails$/;

/**
 * `/messaging`: stand-ins for the HTTP messaging APIs a project's functions call (Twilio-shaped SMS,
 * Meta's WhatsApp Cloud API, Resend-shaped e-mail). Nothing leaves the machine: each message is
 * captured by the local mailbox with its channel.
 */
export function createMessagingService(context: EmulatorContext): Service {
  return {
    prefix: '/messaging',
    handle(request: EmuRequest): Promise<EmuResponse> {
      const twilio = TWILIO.exec(request.path);
      const whatsapp = WHATSAPP.exec(request.path);
      const known = twilio ?? whatsapp ?? EMAIL.exec(request.path);
      if (!known) {
        return Promise.resolve(json(404, { code: 'not_found', message: `No messaging API at ${request.path}` }));
      }
      if (request.method !== 'POST') {
        return Promise.resolve(
          json(405, { code: 'method_not_allowed', message: `${request.method} is not allowed here` }),
        );
      }
      if (twilio) return Promise.resolve(sendTwilioMessage(request, twilio[1] ?? '', context.mailbox));
      if (whatsapp) return Promise.resolve(sendWhatsAppMessage(request, whatsapp[1] ?? '', context.mailbox));
      return Promise.resolve(sendResendEmail(request, context.mailbox));
    },
  };
}
