//! A game's start-up and its save: read back (an unreadable save set aside
//! with a notice), written after every change, and other tabs followed so
//! that an older game is never written over a newer one.

use super::*;

impl<G: GameUi> GameState<G> {
    /// Creates the state, provides it as context, lets the game read its
    /// own stored things, reads the saved game, and saves after every
    /// change from then on. Returns whether the saved game was at its table.
    pub(in crate::shell) fn init(notices: &mut Vec<String>) -> bool {
        let state =
            GameState::<G>::empty(Settings::new(G::DEFAULT_PLAYERS, browser::random_seed()));
        provide_context(state);
        let mut at_table = false;
        if let Some(text) = storage::read(&save_key::<G>()) {
            match Session::<G>::load(&text) {
                Ok((session, pos)) => {
                    at_table = session.at_table;
                    // "New game" starts from the saved game's settings (its
                    // seats, rulings and variant), as it does before a reload.
                    state.setup.set(session.settings.clone());
                    state.adopt(&text, session, pos);
                }
                Err(why) => {
                    storage::write(&unreadable_key::<G>(), &text);
                    storage::remove(&save_key::<G>());
                    notices.push(format!(
                        "Your saved {} game could not be read: {why}. It was set aside (key {}), and a fresh game can start.",
                        EngineOf::<G>::TITLE,
                        unreadable_key::<G>()
                    ));
                }
            }
        }
        // The setup form as it was last typed in this tab (through a reload,
        // or a visit to the lab page and Back), over the saved game's.
        let typed = storage::read_tab(&setup_key::<G>())
            .and_then(|t| serde_json::from_str::<Settings<G::Options>>(&t).ok())
            .filter(|s| {
                let game = EngineOf::<G>::TITLE;
                s.deal.validate(game, EngineOf::<G>::PLAYERS).is_ok()
            });
        if let Some(typed) = typed {
            state.setup.set(typed);
        }
        // The game's own stored things (Keep's active card list) win over
        // the saved game's.
        G::init(state.setup, notices);
        // Its first run stores the form as start-up left it (a share link
        // opened after this fills it in before the effect first runs).
        Effect::new(move || {
            state.setup.track();
            state.keep_form_in_tab();
        });
        let warned = StoredValue::new(false);
        let ctx = Ctx::get();
        Effect::new(move || {
            // Written while the game is read; followed after (following
            // replaces the game, which cannot happen while it is read).
            let written = state.session().map(|s| state.write(&s));
            // A game over is kept among the games played here, with every
            // answer, note and mark as they come.
            if state
                .live
                .with_untracked(|l| l.as_ref().is_some_and(|l| l.pos.is_over()))
            {
                state.keep_record();
            }
            match written {
                None | Some(Write::Done | Write::Unchanged) => {}
                Some(Write::Newer) => {
                    // Another tab saved after this one's last sync (its
                    // storage event is on its way): follow it, write nothing.
                    state.follow(ctx);
                }
                Some(Write::Failed) if !warned.get_value() && storage::reachable() => {
                    warned.set_value(true);
                    ctx.say("The game could not be saved (storage is full). Export a backup from the game picker to keep it.");
                }
                Some(Write::Failed) => {}
            }
        });
        // The half-made choice, on its own key, whenever it changes.
        Effect::new(move || {
            let pick = state.pick.get();
            let moment = state.live.with_untracked(|l| l.as_ref().map(Live::moment));
            if let Some((seed, moves)) = moment {
                let stored = StoredPick::<G> { seed, moves, pick };
                if let Ok(text) = serde_json::to_string(&stored) {
                    store_pick(&pick_key::<G>(), &text);
                }
            }
        });
        // Another tab of this browser saved the game or a choice: follow it
        // live (what is stored now, which may be newer than the event's).
        let (key, pick) = (save_key::<G>(), pick_key::<G>());
        let listener = window_event_listener(leptos::ev::storage, move |e| match e.key() {
            None => state.follow(ctx),
            Some(k) if k == key => state.follow(ctx),
            Some(k) if k == pick => state.follow_pick(),
            Some(_) => {}
        });
        on_cleanup(move || listener.remove());
        at_table
    }

    /// Writes the setup form as it is now to the tab's storage (as every
    /// change of it does, a moment later): true when it was kept, so that
    /// another page of the app in this tab opens with it.
    pub(in crate::shell) fn keep_form_in_tab(&self) -> bool {
        self.setup
            .with_untracked(serde_json::to_string)
            .is_ok_and(|text| storage::write_tab(&setup_key::<G>(), &text))
    }

    /// Puts a game read from storage (its save text) at play, with the
    /// half-made choice stored for it.
    pub(super) fn adopt(&self, text: &str, session: Session<G>, pos: EngineOf<G>) {
        self.synced.set_value(Synced {
            rev: keep_core::save::revision(text),
            json: serde_json::to_string(&session).unwrap_or_default(),
            text: text.to_string(),
        });
        self.put(session.split(pos));
        self.follow_pick();
    }

    /// Brings back the stored half-made choice, when it was made at the
    /// moment the game stands at (after a reload, or from another tab).
    pub(super) fn follow_pick(&self) {
        let Some(moment) = self.live.with_untracked(|l| l.as_ref().map(Live::moment)) else {
            return;
        };
        let stored = storage::read(&pick_key::<G>())
            .and_then(|t| serde_json::from_str::<StoredPick<G>>(&t).ok())
            .filter(|s| (s.seed, s.moves) == moment);
        if let Some(StoredPick { pick, .. }) = stored {
            set_if_changed(self.pick, pick);
        }
    }

    /// Forgets what this page last wrote or read, except the revision, so
    /// that its next write (a new or restored game) goes ahead, newer than
    /// whatever is stored now.
    pub(super) fn take_over(&self) {
        Synced::take_over(self.synced, &save_key::<G>());
    }

    /// Follows what another tab of this browser stored, when it is not what
    /// this page last wrote or read and not older: the table shows the game
    /// as it stands there. Two tabs that wrote the same revision at once
    /// both end on the one stored last.
    pub(super) fn follow(&self, ctx: Ctx) {
        let Some(text) = Synced::unseen(self.synced, &save_key::<G>()) else {
            return;
        };
        match Session::<G>::load(&text) {
            Ok((session, pos)) => {
                let moved_on = self
                    .live
                    .with_untracked(|l| l.as_ref().map(Live::moment))
                    .is_some_and(|(seed, moves)| {
                        seed != session.game.seed || moves != session.game.plies()
                    });
                self.adopt(&text, session, pos);
                if moved_on {
                    ctx.say(format!(
                        "The {} game moved on in another tab: this tab shows it as it stands there.",
                        EngineOf::<G>::TITLE
                    ));
                }
            }
            Err(why) => {
                // Not followed, and not written over either (the write
                // below finds it unknown and stops).
                ctx.say(format!(
                    "Another tab saved a {} game this tab cannot read ({why}); this tab's game is left as it was.",
                    EngineOf::<G>::TITLE
                ));
            }
        }
    }

    /// Writes the session, unless it is what was last written or read, or
    /// the stored save is one this page has not seen (another tab's).
    pub(super) fn write(&self, session: &Session<G>) -> Write {
        let json = serde_json::to_string(session).unwrap_or_default();
        Synced::write(self.synced, EngineOf::<G>::GAME, json)
    }
}
