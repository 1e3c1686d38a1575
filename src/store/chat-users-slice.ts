import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSignedOut } from './auth-user-slice';

/** The open conversation: customer (from), provider (to) and their connection's id. */
export interface ChatUsersState {
  fromId: string | null;
  toId: string | null;
  messageId: number | null;
}

const initialState: ChatUsersState = { fromId: null, toId: null, messageId: null };

export const chatUsersSlice = createSlice({
  name: 'chatUsers',
  initialState,
  reducers: {
    chatOpened(_state, action: PayloadAction<{ fromId: string; toId: string; messageId: number | null }>) {
      return action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSignedOut, () => initialState);
  },
});

export const { chatOpened } = chatUsersSlice.actions;
