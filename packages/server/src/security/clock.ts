/** The current time; injected through the app factory so tests can move time without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
