//! The plug-in contract: what a game gives the shell ([`game::GameUi`], its
//! options, settings and seats) and a game as the shell lists it
//! ([`plugged::GameEntry`]).

pub mod game;
pub mod options;
pub mod plugged;
pub mod seats;
pub mod settings;
