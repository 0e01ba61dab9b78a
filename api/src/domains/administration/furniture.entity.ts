export const furnitureEntities: Function[] = [];
