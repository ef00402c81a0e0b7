export { Testimonials, type TestimonialItem, type TestimonialsProps } from './Testimonials.tsx';
