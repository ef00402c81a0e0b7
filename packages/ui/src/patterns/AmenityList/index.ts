export { AmenityList, type AmenityListProps } from './AmenityList.tsx';
export { amenityIconName, type AmenityIconName } from './amenityIcons.tsx';
export { mergeAmenities } from './mergeAmenities.ts';
