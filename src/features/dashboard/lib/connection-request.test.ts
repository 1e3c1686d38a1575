import { toConnectionRequest, type ProviderRequestRow } from './connection-request';

function row(overrides: Partial<ProviderRequestRow> = {}): ProviderRequestRow {
  return {
    message_id: 7,
    customer_id: 'customer-7',
    status: 'pending',
    requested_at: '2026-11-21T10:00:00Z',
    answered_at: null,
    decline_reason: null,
    expires_at: '2026-11-22T10:00:00Z',
    first_name: 'Asha',
    picture: '',
    locality: 'MG Road, Kochi',
    distance_km: 1.8,
    last_name: null,
    phonenumber: null,
    email: null,
    latitude: null,
    longitude: null,
    description: '',
    photos: [],
    wanted: 'soon',
    wanted_date: null,
    wanted_slot: null,
    help_now: false,
    ...overrides,
  };
}

describe('toConnectionRequest', () => {
  it('keeps a pending request to first name, place and distance', () => {
    const request = toConnectionRequest(row(), 'provider-1');
    expect(request).toMatchObject({
      messageId: 7,
      fromId: 'customer-7',
      toId: 'provider-1',
      status: 'pending',
      accepted: false,
      senderName: 'Asha',
      locality: 'MG Road, Kochi',
      distanceKm: 1.8,
      contact: null,
    });
  });

  it('adds the contact details once accepted', () => {
    const request = toConnectionRequest(
      row({ status: 'accepted', last_name: 'Menon', phonenumber: '+919846012345', email: 'asha@example.test' }),
      'provider-1',
    );
    expect(request.accepted).toBe(true);
    expect(request.contact).toEqual({ lastName: 'Menon', phone: '+919846012345', email: 'asha@example.test' });
  });

  it('reads an unknown status as pending and a missing name as "A customer"', () => {
    const request = toConnectionRequest(row({ status: 'odd', first_name: '  ', distance_km: null }), 'p');
    expect(request.status).toBe('pending');
    expect(request.senderName).toBe('A customer');
    expect(request.distanceKm).toBeNull();
  });
});
