import {
  defaultChannels,
  defaultSettings,
  toChannelChoice,
  toClock,
  toRow,
  toSettings,
  withChannel,
} from './notification-settings';

describe('notification settings', () => {
  it('default to push for everything and e-mail for a new or accepted request', () => {
    const channels = defaultChannels();
    expect(channels.new_request).toEqual(['push', 'email']);
    expect(channels.request_accepted).toEqual(['push', 'email']);
    expect(channels.new_message).toEqual(['push']);
    expect(toSettings(null)).toEqual(defaultSettings());
  });

  it('read the stored map kind by kind, keeping defaults for what is missing or malformed', () => {
    const choice = toChannelChoice({
      new_request: ['sms', 'push', 'fax', 'sms'],
      new_message: [],
      new_review: 'push',
      unknown_kind: ['email'],
    });
    expect(choice.new_request).toEqual(['push', 'sms']);
    expect(choice.new_message).toEqual([]);
    expect(choice.new_review).toEqual(['push']);
    expect(choice.request_accepted).toEqual(['push', 'email']);
    expect(toChannelChoice(['push'])).toEqual(defaultChannels());
  });

  it('read Postgres times as HH:MM', () => {
    expect(toClock('22:00:00')).toBe('22:00');
    expect(toClock('07:30')).toBe('07:30');
    expect(toClock('24:00:00')).toBeNull();
    expect(toClock(null)).toBeNull();
  });

  it('store quiet hours only as a pair of different times', () => {
    const base = defaultSettings();
    expect(toRow({ ...base, quietFrom: '22:00', quietUntil: '07:00' })).toMatchObject({
      quiet_from: '22:00',
      quiet_until: '07:00',
    });
    expect(toRow({ ...base, quietFrom: '22:00', quietUntil: '22:00' })).toMatchObject({
      quiet_from: null,
      quiet_until: null,
    });
    expect(toRow({ ...base, quietFrom: '22:00', quietUntil: null })).toMatchObject({ quiet_from: null });
  });

  it('turn one channel of one kind on or off in the fixed channel order', () => {
    const on = withChannel(defaultChannels(), 'new_message', 'whatsapp', true);
    expect(on.new_message).toEqual(['push', 'whatsapp']);
    expect(withChannel(on, 'new_message', 'push', false).new_message).toEqual(['whatsapp']);
    expect(withChannel(on, 'new_message', 'email', true).new_message).toEqual(['push', 'whatsapp', 'email']);
  });
});
