import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser';

// Set-up of every browser test file (vitest.e2e.config.ts): the browser its pages shared
// (browser.ts) closes with the file.
afterAll(closeSharedBrowser);
