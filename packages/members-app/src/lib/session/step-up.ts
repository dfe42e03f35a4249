/**
 * Runs a sensitive call; when the API answers `step_up_required`, the user re-authenticates (the
 * step-up dialog, `components/ui/step-up-dialog.tsx`) and the call is sent once more.
 */
export type WithStepUp = <T>(call: () => Promise<T>) => Promise<T>;
