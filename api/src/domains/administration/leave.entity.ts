export const leaveEntities: Function[] = [];
