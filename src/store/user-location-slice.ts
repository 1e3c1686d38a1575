import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSignedOut } from './auth-user-slice';

export interface UserLocationState {
  currentLocation: string | null;
  latitude: number | null;
  longitude: number | null;
  /** True once the person picked a place by hand: device positions no longer overwrite it. */
  isEdited: boolean;
}

export interface PlaceFix {
  currentLocation: string;
  latitude: number;
  longitude: number;
}

const initialState: UserLocationState = { currentLocation: null, latitude: null, longitude: null, isEdited: false };

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
    /** A place the person chose in the location picker. */
    locationChosen(_state, action: PayloadAction<PlaceFix>) {
      return { ...action.payload, isEdited: true };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedOut, () => initialState);
  },
});

export const { locationDetected, locationChosen } = userLocationSlice.actions;
