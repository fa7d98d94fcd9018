// Test harness of the gallery: the module harness with storage, the gallery and the reference
// airports (airport photos name one).
import { startModuleApp, type Answer, type ModuleHarness } from '../admin/module-app.testing';
import { storageModule } from '../storage/storage.module';
import { galleryModule } from './gallery.module';

export type GalleryHarness = ModuleHarness;
export type { Answer };

export function startGalleryApp(): Promise<GalleryHarness> {
  return startModuleApp({
    name: 'gal',
    modules: [storageModule, galleryModule],
    referenceData: true,
  });
}
