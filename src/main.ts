import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { AppState } from './state/AppState.svelte.ts';

const app = new AppState();
mount(App, { target: document.getElementById('app')!, props: { app } });
void app.start();
