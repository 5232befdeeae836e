import { lazy } from 'react';

/** Public pages other than /login load lazily: the login route stays small. */
export const RegisterPage = lazy(() => import('./RegisterPage.tsx'));
export const BindPage = lazy(() => import('./BindPage.tsx'));
export const AuthRedirectPage = lazy(() => import('./AuthRedirectPage.tsx'));
export const SocialLoginPage = lazy(() => import('./SocialLoginPage.tsx'));
export const OAuthLoginPage = lazy(() => import('./OAuthLoginPage.tsx'));
export const SsoPage = lazy(() => import('./SsoPage.tsx'));
export const FeedbackPage = lazy(() => import('./FeedbackPage.tsx'));
export const FeedbackTrackPage = lazy(() => import('./FeedbackTrackPage.tsx'));
