/** English texts of the duty activities' map widget (`app.activity.*`), issue 19 point 4. */
export const enActivity = {
  searchPlaceholder: 'Type an address and pick a suggestion',
  city: 'City',
  switchCity: 'Switch city',
  cityNotFound: 'City "%{city}" not found',
  myLocation: 'My location',
  noGeolocation: 'This browser cannot tell its location',
  geolocationDenied: 'Location permission denied: allow it in the browser and try again',
  geolocationFailed: 'Could not get the location: try again or type the coordinates',
  noMapService: 'No map service is configured: type the place, longitude, latitude and check-in radius',
  mapFailed: 'The map did not load (%{error}): type the place, longitude, latitude and check-in radius',
  mapLabel: 'Check-in area map',
  mapHint: 'Click the map to place the check-in area; drag its centre to move it and the point on its edge to resize it, or edit the coordinates and radius below',
};
