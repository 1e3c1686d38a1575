import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Theme = 'light' | 'dark';

export interface ThemeState {
  theme: Theme;
}

const initialState: ThemeState = { theme: 'light' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    themeChosen(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { themeToggled, themeChosen } = themeSlice.actions;
