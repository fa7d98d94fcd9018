#!/usr/bin/env node
// `adsb` CLI entry: registers tsx so the TypeScript sources run directly (no build step).
import { register } from 'tsx/esm/api';

register();
await import('../scripts/cli.ts');
