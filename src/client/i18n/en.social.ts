/** Social and provincial sign-in, /register (docs/sign-in.md). */
export const enSocial = {
  otherWays: 'Other ways to sign in',
  bindTitle: 'Link your account',
  bindHint: 'This third-party account is not linked to a platform account yet. Enter your platform account and password to link them; next time the third-party account signs you in directly.',
  bindSubmit: 'Link and sign in',
  bindChoose: 'Choose the third-party account to link; after authorising, enter your platform account to link them.',
  bindNone: 'No third-party sign-in is configured.',
  notConfigured: 'The sign-in "%{code}" is not configured or is switched off; please sign in with your account.',
  registerSubmit: 'Register',
  nickname: 'Nickname',
  registerClosed: 'Registration is closed',
  bind: 'Link',
  unbind: 'Unlink',
};
