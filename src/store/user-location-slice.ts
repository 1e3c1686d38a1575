import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSignedOut } from './auth-user-slice';

export interface UserLocationState {
  currentLocation: string | null;
  latitude: number | null;
  longitude: number | null;
  /** True once the person picked a place by hand: device positions no longer overwrite it. */
  isEdited: boolean;
  /** A device position away from the person's place: offered ("Use your current position?"), never applied. */
  suggestion: PlaceFix | null;
}

export interface PlaceFix {
  currentLocation: string;
  latitude: number;
  longitude: number;
}

const initialState: UserLocationState = {
  currentLocation: null,
  latitude: null,
  longitude: null,
  isEdited: false,
  suggestion: null,
};

export const userLocationSlice = createSlice({
  name: 'userLocation',
  initialState,
  reducers: {
    /** A device position, reverse-geocoded; ignored once the location was edited by hand. */
    locationDetected(state, action: PayloadAction<PlaceFix>) {
      if (state.isEdited) return;
      state.currentLocation = action.payload.currentLocation;
      state.latitude = action.payload.latitude;
      state.longitude = action.payload.longitude;
    },
    /** The place saved on the person's row; `chosen` when they picked it themselves. */
    locationRestored(state, action: PayloadAction<PlaceFix & { chosen: boolean }>) {
      const { chosen, ...fix } = action.payload;
      return { ...state, ...fix, isEdited: chosen };
    },
    /** A place the person chose in the location picker (or a suggestion they accepted). */
    locationChosen(_state, action: PayloadAction<PlaceFix>) {
      return { ...action.payload, isEdited: true, suggestion: null };
    },
    locationSuggested(state, action: PayloadAction<PlaceFix>) {
      state.suggestion = action.payload;
    },
    suggestionDismissed(state) {
      state.suggestion = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedOut, () => initialState);
  },
});

export const { locationDetected, locationRestored, locationChosen, locationSuggested, suggestionDismissed } =
  userLocationSlice.actions;
