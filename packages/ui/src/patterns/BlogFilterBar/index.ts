export {
  ALL_POSTS,
  BlogFilterBar,
  blogCountText,
  type BlogFilterBarProps,
} from './BlogFilterBar.tsx';
