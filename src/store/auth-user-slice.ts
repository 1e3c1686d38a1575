import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Job } from '../lib/domain/job';

export interface UserDetails {
  email: string;
  fullName: string;
  avatarUrl: string;
  /** The sign-in provider: email, google or github. */
  provider: string;
}

export interface AuthUserState {
  uuid: string | null;
  /** The job from the auth metadata: a provider has one; 0 marks a social sign-up without a job. */
  metadata: Job | 0 | null;
  userDetails: UserDetails | null;
}

const initialState: AuthUserState = { uuid: null, metadata: null, userDetails: null };

export const authUserSlice = createSlice({
  name: 'authUser',
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<{ uuid: string; metadata: Job | 0 | null; userDetails: UserDetails }>) {
      state.uuid = action.payload.uuid;
      state.metadata = action.payload.metadata;
      state.userDetails = action.payload.userDetails;
    },
    userSignedOut() {
      return initialState;
    },
  },
});

export const { userLoaded, userSignedOut } = authUserSlice.actions;
