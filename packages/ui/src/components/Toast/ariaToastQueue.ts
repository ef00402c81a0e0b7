// React Aria's toast queue, loaded with the first toast (see createToastQueue).
export { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
