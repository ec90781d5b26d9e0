/**
 * The member key of the engine running in this tab, readable synchronously: a logout notes whose
 * waiting changes it drops before anything asynchronous can be cut short by the app closing.
 */
let inUse: string | null = null;

export const setMemberInUse = (memberKey: string | null): void => {
  inUse = memberKey;
};

export const memberInUse = (): string | null => inUse;
