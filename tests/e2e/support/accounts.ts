import { expect } from '@playwright/test';
import { adminClient, anonClient } from './admin.js';

export type Job = 'Electrician' | 'Plumber';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** +91 and ten digits. */
  phone: string;
  password: string;
}

export interface Account extends Person {
  id: string;
}

let counter = 0;

/** A unique e-mail address per call, across workers and runs. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${String(process.pid)}-${String(counter)}@example.test`;
}

export function newPerson(label = 'user'): Person {
  counter += 1;
  // An Indian mobile number: 10 digits starting with 9.
  const digits = `9${String(Date.now() + counter).slice(-9)}`;
  return {
    firstName: 'Test',
    lastName: `${label.charAt(0).toUpperCase()}${label.slice(1)} ${String(counter)}`,
    email: uniqueEmail(label),
    phone: `+91${digits}`,
    password: 'Mistri2024',
  };
}

/**
 * An account made through the admin API, its address already confirmed (sign-up itself needs the
 * e-mail link since `enable_confirmations`), and a client signed in as it.
 */
async function signUpThroughApi(person: Person, data: Record<string, string>) {
  const { data: created, error: createError } = await adminClient().auth.admin.createUser({
    email: person.email,
    password: person.password,
    email_confirm: true,
    user_metadata: data,
  });
  if (createError) throw new Error(`account for ${person.email}: ${createError.message}`);
  const client = anonClient();
  const { data: signedIn, error } = await client.auth.signInWithPassword({
    email: person.email,
    password: person.password,
  });
  if (error) throw new Error(`sign-in of ${person.email} failed: ${error.message}`);
  expect(signedIn.session.user.id).toBe(created.user.id);
  return { client, id: created.user.id };
}

/** A customer made through the API (auth account + users row), for specs that don't test sign-up. */
export async function createCustomerAccount(label = 'customer'): Promise<Account> {
  const person = newPerson(label);
  const { client, id } = await signUpThroughApi(person, { full_name: `${person.firstName} ${person.lastName}` });
  const { error } = await client.from('users').insert({
    uuid: id,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phonenumber: person.phone,
    location: '',
  });
  if (error) throw new Error(`users row for ${person.email}: ${error.message}`);
  return { ...person, id };
}

/** A provider made through the API (auth account with the job + service-providers row). */
export async function createProviderAccount(
  job: Job = 'Electrician',
  label = 'provider',
): Promise<Account & { job: Job }> {
  const person = newPerson(label);
  const { client, id } = await signUpThroughApi(person, { job, full_name: `${person.firstName} ${person.lastName}` });
  const { error } = await client.from('service-providers').insert({
    uuid: id,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phonenumber: person.phone,
    job,
    location: '',
  });
  if (error) throw new Error(`service-providers row for ${person.email}: ${error.message}`);
  return { ...person, id, job };
}
