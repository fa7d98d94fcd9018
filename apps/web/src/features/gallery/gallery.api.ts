// The gallery's product calls (spec §7 image calls). Photos go up one by one through
// `upload/uploadImage` (XMLHttpRequest, for its progress events), then are described together.
import {
  API_V2_FULL_PATHS,
  API_V2_PATHS,
  type EditImage,
  type LikeResult,
  type PhotoStats,
  type Picture,
  type PicturePage,
  type RelatedImages,
  type SearchType,
  type SaveAirportImages,
  type SavePlaneImages,
  type UploadResult,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError, type ApiEnvelope, type QueryValue } from '../../api/http';
import { currentLanguage } from '../../i18n/language';
import { currentToken } from '../../session/auth.store';

export async function get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
  const envelope = await http.get<T>(path, query ? { query } : {});
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export async function post<T>(path: string, body: unknown): Promise<T> {
  const envelope = await http.post<T>(path, body);
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const galleryApi = {
  newest: (page: number) => get<PicturePage>(API_V2_PATHS.galleryIndex, { page }),
  mine: (page: number) => get<PicturePage>(API_V2_PATHS.myPhoto, { page }),
  byAuthor: (userId: number, page: number) =>
    get<PicturePage>(API_V2_PATHS.otherPhoto, { userId, page }),
  detail: (id: number) => get<Picture>(API_V2_PATHS.imageDetail, { id }),
  followed: (page: number) => get<PicturePage>(API_V2_PATHS.myFollowPhotos, { page }),
  myStats: () => get<PhotoStats>(API_V2_PATHS.myStats),
  userStats: (userId: number) => get<PhotoStats>(API_V2_PATHS.userStats, { userId }),
  follow: (id: number) => post<null>(API_V2_PATHS.follow, { id }),
  unfollow: (id: number) => post<null>(API_V2_PATHS.unFollow, { id }),
  like: (id: number) => post<LikeResult>(API_V2_PATHS.likeImage, { id }),
  search: (searchText: string, searchType: SearchType, page: number) =>
    get<PicturePage>(API_V2_PATHS.searchCategory, { searchText, searchType, page }),
  savePlane: (input: SavePlaneImages) => post<Picture[]>(API_V2_PATHS.savePlaneImages, input),
  saveAirport: (input: SaveAirportImages) => post<Picture[]>(API_V2_PATHS.saveAirportImages, input),
  // The detail's strips and the author's own edits (h18).
  related: (id: number) => get<RelatedImages>(API_V2_PATHS.relatedImages, { id }),
  edit: (input: EditImage) => post<Picture>(API_V2_PATHS.editImage, input),
  remove: (id: number) => post<null>(API_V2_PATHS.deleteImage, { id }),
};

/**
 * Uploads one photo as multipart field "file", reporting progress from 0 to 1. The server judges
 * the file by its content and answers its stored name.
 */
export function uploadPhoto(
  file: File,
  onProgress: (share: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_V2_FULL_PATHS.uploadImage}?lang=${currentLanguage()}`);
    const token = currentToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let envelope: ApiEnvelope<UploadResult> | null = null;
      try {
        envelope = JSON.parse(request.responseText) as ApiEnvelope<UploadResult>;
      } catch {
        envelope = null;
      }
      if (envelope?.code === 200) {
        onProgress(1);
        resolve(envelope.data);
      } else {
        reject(new ApiError(envelope?.code ?? request.status, envelope?.msg ?? '', envelope));
      }
    };
    request.onerror = () => reject(new ApiError(0, '', null));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
