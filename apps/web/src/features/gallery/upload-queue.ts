import { useRef, useState } from 'react';
import { uploadPhoto } from './gallery.api';
import { failureText } from '../../api/failure';

/** Spec §5: photo formats by MIME type (the server checks the content again) and 20 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'];
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

export interface QueuedPhoto {
  key: number;
  name: string;
  preview: string;
  progress: number;
  /** The stored name once the server took it. */
  file?: string;
  error?: string;
}

/**
 * Photos chosen for one submission, each uploaded as soon as it is chosen with its own progress;
 * a refused one keeps the server's message until removed.
 */
export function useUploadQueue() {
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const serial = useRef(0);
  const update = (key: number, change: Partial<QueuedPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const add = (files: File[]) => {
    const added = files.map((file) => {
      serial.current += 1;
      return {
        key: serial.current,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
        file,
      };
    });
    setPhotos((list) => [...list, ...added.map(({ file: _file, ...photo }) => photo)]);
    for (const { key, file } of added) {
      uploadPhoto(file, (progress) => update(key, { progress })).then(
        (stored) => update(key, { file: stored.file, progress: 1 }),
        (error: unknown) => update(key, { error: failureText(error) }),
      );
    }
  };

  const remove = (key: number) =>
    setPhotos((list) => {
      const photo = list.find((candidate) => candidate.key === key);
      if (photo) URL.revokeObjectURL(photo.preview);
      return list.filter((candidate) => candidate.key !== key);
    });

  const clear = () =>
    setPhotos((list) => {
      for (const photo of list) URL.revokeObjectURL(photo.preview);
      return [];
    });

  return { photos, add, remove, clear };
}
