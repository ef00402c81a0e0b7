export { BlogCard, type BlogCardPost, type BlogCardProps } from './BlogCard.tsx';
export { formatPostDate } from './formatPostDate.ts';
