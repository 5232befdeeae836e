export { LoginPage } from './LoginPage.tsx';
export { validateLogin, DEFAULT_TENANT_NAME, type LoginValues, type LoginErrors } from './validateLogin.ts';
