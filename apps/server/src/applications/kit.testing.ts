// Test harness of the kit domains (storage, applications, fittings, contracts): the module
// harness with their modules and exports, and real images made with sharp.
import sharp from 'sharp';
import { startModuleApp, type Answer, type ModuleHarness } from '../admin/module-app.testing';
import { contractsModule } from '../contracts/contracts.module';
import { ExportProgress } from '../exports/export.progress';
import { exportsModule } from '../exports/exports.module';
import { storageModule } from '../storage/storage.module';
import { applicationsModule } from './applications.module';

export type { Answer };
export type KitHarness = ModuleHarness;

/** A real PNG (or JPEG) of `width`×`height` with a gradient, so it does not compress to nothing. */
export async function testImage(
  format: 'png' | 'jpeg',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export function startKitApp(): Promise<KitHarness> {
  return startModuleApp({
    name: 'kit',
    modules: [exportsModule, storageModule, contractsModule, applicationsModule],
    services: { exportProgress: new ExportProgress() },
  });
}
