export { BlogFilterBar, blogCountText, type BlogFilterBarProps } from './BlogFilterBar.tsx';
