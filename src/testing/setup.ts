import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllMessages } from '../lib/i18n';

// Pages load their part of the catalog with their route; components tested alone get all of it.
await loadAllMessages();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
