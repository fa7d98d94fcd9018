// The gallery's browsing calls (spec §7 `allUserRank`, `myfollowAll`, `gallery`), the values of a
// category and the home showcase.
import {
  API_V2_PATHS,
  type FollowedAuthors,
  type GalleryCategory,
  type GalleryCategoryValue,
  type GalleryQuery,
  type PhotographerRankPage,
  type Picture,
  type PicturePage,
} from '@skytrace/contracts';
import { get, post } from './gallery.api';

export const browseApi = {
  rank: (page: number) => get<PhotographerRankPage>(API_V2_PATHS.allUserRank, { page }),
  followedAuthors: (page: number) => get<FollowedAuthors>(API_V2_PATHS.myFollowAll, { page }),
  gallery: (query: GalleryQuery) => post<PicturePage>(API_V2_PATHS.galleryCategory, query),
  categories: (category: GalleryCategory) =>
    get<GalleryCategoryValue[]>(API_V2_PATHS.galleryCategories, { category }),
  showcase: () => get<Picture[]>(API_V2_PATHS.homeShowcase),
};
