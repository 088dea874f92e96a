import type { LoginResponse, LogoutResponse, User } from '../../../shared/api';
import type {
  ChangePasswordPayload,
  CreateAccountPayload,
  DeleteAccountPayload,
  LoginPayload,
  ResetPasswordPayload,
  UpdateInfosFields,
} from '../../../shared/schemas/auth';
import { api, fileName, segment } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

/** PUT /users/update-infos/{userId}: the edit form's fields and, when one was chosen, the new image. */
export type UpdateInfosArgs = UpdateInfosFields & { userId: number; profileImage?: Blob | null };

export type ChangePasswordArgs = ChangePasswordPayload & { userId: number };

/**
 * Account calls. The auth slice fills the session from login, logout, getMe, updateInfos and
 * deleteAccount (matchers); calls with side effects are mutations even when they are GETs.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginPayload>({
      query: ({ email, password }) => ({ url: '/auths/login', method: 'POST', body: { email, password } }),
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: '/auths/logout', method: 'GET' }),
    }),
    createAccount: build.mutation<User, CreateAccountPayload>({
      query: ({ firstName, lastName, email, phoneNumber, password }) => ({
        url: '/users/create-account',
        method: 'POST',
        body: { firstName, lastName, email, phoneNumber: phoneNumber ?? '', password },
      }),
    }),
    getMe: build.query<User, void>({
      query: () => '/users/me',
      providesTags: ['User'],
    }),
    updateInfos: build.mutation<User, UpdateInfosArgs>({
      query: ({ userId, lastName, firstName, email, phoneNumber, profileImage }) => {
        const body = new FormData();
        body.append('lastName', lastName);
        body.append('firstName', firstName);
        body.append('email', email);
        body.append('phoneNumber', phoneNumber ?? '');
        if (profileImage) body.append('profileImage', profileImage, fileName(profileImage, 'profile-image'));
        return { url: `/users/update-infos/${segment(userId)}`, method: 'PUT', body };
      },
      invalidatesTags: ['User'],
    }),
    deleteAccount: build.mutation<void, DeleteAccountPayload>({
      query: ({ email, password }) => ({ url: '/users/delete-account', method: 'PUT', body: { email, password } }),
    }),
    /** Always the same answer, whether or not the address has an account (decisions.md). */
    lostPassword: build.mutation<void, string>({
      query: (email) => ({ url: `/users/lost-password/${segment(email)}`, method: 'GET' }),
    }),
    resetPassword: build.mutation<void, ResetPasswordPayload>({
      query: ({ new_password_token, email, password }) => ({
        // The trailing slash is the spec's path.
        url: '/users/reset-password/',
        method: 'PUT',
        body: { new_password_token, email, password },
      }),
    }),
    changePassword: build.mutation<void, ChangePasswordArgs>({
      query: ({ userId, currentPassword, newPassword }) => ({
        url: `/users/change-password/${segment(userId)}`,
        method: 'PUT',
        body: { currentPassword, newPassword },
      }),
    }),
  }),
});
loadingAreas(accountApi, {
  login: 'user',
  logout: 'user',
  createAccount: 'user',
  getMe: 'user',
  updateInfos: 'user',
  deleteAccount: 'user',
  lostPassword: 'user',
  resetPassword: 'user',
  changePassword: 'user',
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useCreateAccountMutation,
  useGetMeQuery,
  useUpdateInfosMutation,
  useDeleteAccountMutation,
  useLostPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = accountApi;
