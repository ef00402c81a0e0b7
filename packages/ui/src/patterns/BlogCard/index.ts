export { BlogCard, formatPostDate, type BlogCardPost, type BlogCardProps } from './BlogCard.tsx';
