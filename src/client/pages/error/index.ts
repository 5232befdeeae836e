export { NotFoundPage } from './NotFoundPage.tsx';
export { UnauthorizedPage } from './UnauthorizedPage.tsx';
