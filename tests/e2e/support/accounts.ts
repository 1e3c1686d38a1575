import { anonClient } from './admin.js';

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
  const digits = String(Date.now() + counter)
    .slice(-10)
    .padStart(10, '9');
  return {
    firstName: 'Test',
    lastName: `${label.charAt(0).toUpperCase()}${label.slice(1)} ${String(counter)}`,
    email: uniqueEmail(label),
    phone: `+91${digits}`,
    password: 'Mistri2024',
  };
}

async function signUpThroughApi(person: Person, data: Record<string, string>) {
  const client = anonClient();
  const { data: result, error } = await client.auth.signUp({
    email: person.email,
    password: person.password,
    options: { data },
  });
  if (error || !result.user || !result.session)
    throw new Error(`sign-up of ${person.email} failed: ${error?.message ?? 'no session'}`);
  return { client, id: result.user.id };
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
