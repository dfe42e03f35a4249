/** Paths the shell itself links to; every other path comes from core's route table. */
export const paths = {
  home: '/',
  error: '/error',
} as const;
